import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { STAFF_MEMBER_MESSAGES } from '@/entities/staff-member/model/staff-member';
import { DomainError } from '../lib/domain-error';
import { addStaff, changeStaffRole, disableStaff, listStaff, resetStaff, StaffError, type NewStaff, type StaffListing } from './accounts';
import type { Actor, StaffRole } from './actor';

/**
 * Staff management from the desk, for admins (issue 20 item 2). The rules live in `accounts.ts`, which
 * `npm run staff` calls too; this service names a member by id (as the desk's addresses do), answers in
 * the desk's words, and turns the accounts module's refusals into `DomainError`s: a conflict, since the
 * request was valid and only the state refuses it (the e-mail is taken, the last active admin).
 */

/** Who did it and from where, for the audit log. */
export interface ByWhom {
  actor: Actor;
  ip: string;
}

function refused(error: unknown): never {
  if (error instanceof StaffError) throw new DomainError('conflict', error.message);
  throw error;
}

export function staffMemberService(db: Kysely<DB>) {
  /** The member the id names, or not found. */
  async function memberEmail(id: string): Promise<string> {
    const number = Number(id);
    const row = Number.isSafeInteger(number) && number > 0 ? await db.selectFrom('staff').select('email').where('id', '=', number).executeTakeFirst() : undefined;
    if (!row) throw new DomainError('not-found', STAFF_MEMBER_MESSAGES.notFound);
    return row.email;
  }

  return {
    list: (): Promise<StaffListing[]> => listStaff(db),

    /** A new member; the token is their one-time set-up link's. */
    async add(member: NewStaff, { actor, ip }: ByWhom): Promise<{ message: string; token: string }> {
      const { token } = await addStaff(db, member, actor, new Date(), ip).catch(refused);
      return { message: `${member.email} is added. Send them this set-up link (valid 24 hours, usable once).`, token };
    },

    async disable(id: string, { actor, ip }: ByWhom): Promise<{ message: string }> {
      const email = await memberEmail(id);
      const { sessionsEnded } = await disableStaff(db, email, actor, new Date(), ip).catch(refused);
      return { message: `${email} is disabled${sessionsEnded ? ` and signed out everywhere (${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'})` : ''}.` };
    },

    /** Voids the member's password and authenticator; the token is their new set-up link's. */
    async reset(id: string, { actor, ip }: ByWhom): Promise<{ message: string; token: string }> {
      const email = await memberEmail(id);
      const { token } = await resetStaff(db, email, actor, new Date(), ip).catch(refused);
      return { message: `${email}'s password and authenticator are void. Send them this set-up link (valid 24 hours, usable once).`, token };
    },

    async changeRole(id: string, role: StaffRole, { actor, ip }: ByWhom): Promise<{ message: string }> {
      const email = await memberEmail(id);
      const { changed } = await changeStaffRole(db, email, role, actor, new Date(), ip).catch(refused);
      return { message: changed ? `${email} is now ${role}.` : `${email} already has the role ${role}.` };
    },
  };
}
