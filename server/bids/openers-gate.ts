import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { mayOpen } from '../tenders/openers';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which of a tender's two opener slots a member holds, or why they hold none: the openers named for the tender
 * (server/tenders/openers.ts), still active, enrolled and not reset since the naming.
 */
export const openerSlotOf = (db: Db, tenderNo: string, staffId: number, now: Date): Promise<{ ok: true; slot: 1 | 2 } | { ok: false; reason: string }> => mayOpen(db, tenderNo, staffId, now);
