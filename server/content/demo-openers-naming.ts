import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Names the demo's two openers of a demo tender (until openers are named at publication, arming names them). */
export async function nameDemoOpeners(_db: Kysely<DB>, _tenderNo: string, _staffIds: [number, number], _now: Date): Promise<void> {}
