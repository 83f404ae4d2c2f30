import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { MAX_FAILURES } from '../accounts/login-throttle';

/**
 * The bid opening's lockout: a wrong authenticator code or passphrase there counts, and `MAX_FAILURES`
 * of them lock the member out of opening for `STAFF_LOCK_MS`. Only a signed-in member reaches it, so no
 * stranger can set it. The sign-in has no lock (`sign-in-service.ts` says why); a sign-in lifts this one.
 */

export const STAFF_LOCK_MS = 15 * 60 * 1000;

interface Member {
  id: number;
  failed_attempts: number;
  locked_until: string | null;
}

/** The lock's end while the member is locked, else null. */
export const staffLockedUntil = (member: Pick<Member, 'locked_until'>, now: Date): string | null =>
  member.locked_until && member.locked_until > now.toISOString() ? member.locked_until : null;

/** Counts one failure; true when it locks the member. */
export async function recordStaffFailure(db: Kysely<DB>, member: Member, now: Date): Promise<boolean> {
  const current = await db.selectFrom('staff').select(['failed_attempts', 'locked_until']).where('id', '=', member.id).executeTakeFirst();
  const failures = (current?.failed_attempts ?? member.failed_attempts) + 1;
  const locks = failures >= MAX_FAILURES;
  await db
    .updateTable('staff')
    .set({ failed_attempts: locks ? 0 : failures, locked_until: locks ? new Date(now.getTime() + STAFF_LOCK_MS).toISOString() : (current?.locked_until ?? null) })
    .where('id', '=', member.id)
    .execute();
  return locks;
}
