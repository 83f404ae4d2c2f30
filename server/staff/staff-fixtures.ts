import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { addStaff, type NewStaff } from './accounts';
import type { StaffRole } from './actor';
import { newSessionId, STAFF_COOKIE } from './sessions';

/** What the desk's tests share: members added from the command line and signed in without the two-step sign-in. */

const cli = { kind: 'cli', user: 'office' } as const;

/** A member of `role` as the desk's tests name one: `tenders@vastukala.in`, "The tenders member". */
export const memberOf = (role: StaffRole): NewStaff => ({ email: `${role}@vastukala.in`, name: `The ${role} member`, role });

export interface SessionTimes {
  /** When the session starts (its `created_at` and `last_seen_at`); the clock's now unless a test fixes it. */
  now?: Date;
  /** How long it lives from then, in milliseconds; an hour unless given. */
  lifetimeMs?: number;
}

/** A live session for member `staffId`, stored as sign-in stores one (only the cookie's hash); the cookie that carries it. */
export async function openStaffSession(db: Kysely<DB>, staffId: number, { now = new Date(), lifetimeMs = 3_600_000 }: SessionTimes = {}): Promise<string> {
  const session = newSessionId();
  await db
    .insertInto('staff_sessions')
    .values({ id_hash: session.hash, staff_id: staffId, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + lifetimeMs).toISOString() })
    .execute();
  return `${STAFF_COOKIE}=${session.value}`;
}

/** A member added from the command line, signed in: their id and their session's cookie. */
export async function addSignedInStaff(db: Kysely<DB>, member: NewStaff, times: SessionTimes = {}): Promise<{ id: number; cookie: string }> {
  const { id } = await addStaff(db, member, cli);
  return { id, cookie: await openStaffSession(db, id, times) };
}
