import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { BID_MESSAGES } from '@/entities/bid/model/bid';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which of a tender's two opener slots a member holds, or why they hold none. A member who armed keeps
 * their slot; otherwise the first free one, for an active member with an enrolled authenticator.
 */
export async function openerSlotOf(db: Db, tenderNo: string, staffId: number, _now: Date): Promise<{ ok: true; slot: 1 | 2 } | { ok: false; reason: string }> {
  const member = await db.selectFrom('staff').select(['disabled', 'totp_secret']).where('id', '=', staffId).executeTakeFirst();
  if (!member || Number(member.disabled) === 1 || !member.totp_secret) return { ok: false, reason: BID_MESSAGES.notAnArmer };
  const keys = await db.selectFrom('tender_opener_keys').select(['slot', 'staff_id']).where('tender_no', '=', tenderNo).execute();
  const mine = keys.find((key) => key.staff_id === staffId);
  if (mine) return { ok: true, slot: mine.slot as 1 | 2 };
  const free = ([1, 2] as const).find((slot) => !keys.some((key) => key.slot === slot));
  return free ? { ok: true, slot: free } : { ok: false, reason: BID_MESSAGES.notAnArmer };
}
