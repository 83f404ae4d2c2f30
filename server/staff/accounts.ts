import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { STAFF_ROLES } from '../../src/shared/contracts/staff';
import type { Actor, StaffRole } from './actor';
import { appendAudit } from './audit-log';
import { byOf, recordCredentialEvent } from './credential-events';
import { STAFF_MEMBER_MESSAGES } from '../../src/entities/staff-member/model/staff-member';

/**
 * Staff accounts: adding, listing, disabling and resetting them, and the one-time set-up links. The
 * command line calls these today and the desk's staff screen will; every change is audited in the same
 * transaction as the change, and an add or a reset is also a credential event naming who did it
 * (`credential-events.ts`).
 */

export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A refusal the caller shows as it is (unknown member, e-mail taken, bad role). */
export class StaffError extends Error {}

/** Disabling or demoting the last active admin would leave nobody to manage staff (the desk answers 409). */
export class LastAdminError extends StaffError {
  constructor() {
    super(STAFF_MEMBER_MESSAGES.lastAdmin);
  }
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** `/staff/setup?token=…`, absolute on `publicUrl`'s origin when it is set. */
export function setupLink(token: string, publicUrl: string | null): string {
  const origin = publicUrl ? new URL(publicUrl).origin : '';
  return `${origin}/staff/setup?token=${encodeURIComponent(token)}`;
}

/** A new set-up token for `staffId`: every earlier one is void; only its SHA-256 is kept. */
async function issueSetupToken(trx: Kysely<DB>, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx.deleteFrom('staff_setup_tokens').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_setup_tokens')
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SETUP_TOKEN_TTL_MS).toISOString(),
      used_at: null,
      totp_secret: null,
    })
    .execute();
  return token;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
}

/** `ip` is the desk client's address for the audit entry ('' from the command line). */
export async function addStaff(db: Kysely<DB>, member: NewStaff, actor: Actor, now = new Date(), ip = ''): Promise<{ id: number; token: string }> {
  const email = normalEmail(member.email);
  const name = member.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffError(`"${member.email}" is not an e-mail address.`);
  if (!name) throw new StaffError('A staff member needs a name.');
  if (!isStaffRole(member.role)) throw new StaffError(`Unknown role "${member.role}". Roles: ${STAFF_ROLES.join(', ')}.`);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw new StaffError(`${email} is already a staff member (npm run staff -- reset ${email} sends a new set-up link).`);
    const { id } = await trx
      .insertInto('staff')
      .values({ email, name, role: member.role, password_hash: null, totp_secret: null, totp_last_step: null, locked_until: null, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueSetupToken(trx, id, now);
    await recordCredentialEvent(trx, { staffId: id, kind: 'added', byStaffId: byOf(actor) }, now);
    await appendAudit(trx, { actor, action: 'staff.add', subject: `staff:${email}`, changes: { name: { from: null, to: name }, role: { from: null, to: member.role } }, ip }, now);
    return { id, token };
  });
}

export interface StaffListing {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** `active`, `disabled`, or `not set up` (no password or authenticator yet). */
  status: 'active' | 'disabled' | 'not set up';
  lockedUntil: string | null;
  createdAt: string;
  /** The last successful sign-in, as the audit log has it; null if never. */
  lastSignInAt: string | null;
}

export async function listStaff(db: Kysely<DB>, now = new Date()): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'disabled', 'password_hash', 'totp_secret', 'locked_until', 'created_at'])
    .orderBy('email')
    .execute();
  // Sessions are swept when they end, so the audit log is where a sign-in is remembered.
  const signIns = await db
    .selectFrom('audit_log')
    .select(['subject', (eb) => eb.fn.max('at').as('at')])
    .where('action', '=', 'staff.sign-in')
    .groupBy('subject')
    .execute();
  const lastSignIn = new Map(signIns.map((row) => [row.subject, row.at]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    status: row.disabled ? 'disabled' : row.password_hash && row.totp_secret ? 'active' : 'not set up',
    lockedUntil: row.locked_until && row.locked_until > now.toISOString() ? row.locked_until : null,
    createdAt: row.created_at,
    lastSignInAt: lastSignIn.get(`staff:${row.email}`) ?? null,
  }));
}

async function memberId(trx: Kysely<DB>, email: string) {
  const row = await trx
    .selectFrom('staff')
    .select(['id', 'role', 'disabled', 'password_hash', 'totp_secret'])
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  if (!row) throw new StaffError(`No staff member has the e-mail ${normalEmail(email)}.`);
  return row;
}

/**
 * Refuses a change that would leave no active admin (the member is one and no other is): nobody could
 * then manage staff from the desk. Called inside the change's transaction.
 */
async function keepAnAdmin(trx: Kysely<DB>, member: { id: number; role: string; disabled: number }): Promise<void> {
  if (member.role !== 'admin' || member.disabled) return;
  const other = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', member.id)
    .limit(1)
    .executeTakeFirst();
  if (!other) throw new LastAdminError();
}

/** Disables a member and ends every session and sign-in of theirs at once; never the last active admin. */
export async function disableStaff(db: Kysely<DB>, email: string, actor: Actor, now = new Date(), ip = ''): Promise<{ sessionsEnded: number }> {
  return db.transaction().execute(async (trx) => {
    const member = await memberId(trx, email);
    await keepAnAdmin(trx, member);
    const ended = await endAllOf(trx, member.id);
    await trx.updateTable('staff').set({ disabled: 1 }).where('id', '=', member.id).execute();
    await trx.deleteFrom('staff_setup_tokens').where('staff_id', '=', member.id).execute();
    await appendAudit(
      trx,
      { actor, action: 'staff.disable', subject: `staff:${normalEmail(email)}`, changes: { disabled: { from: Boolean(member.disabled), to: true }, sessions: { from: ended, to: 0 } }, ip },
      now,
    );
    return { sessionsEnded: ended };
  });
}

/**
 * A new set-up link: the old password, authenticator and links are void, every session ends, and a
 * disabled member is enabled again (a reset is how an admin brings someone back).
 */
export async function resetStaff(db: Kysely<DB>, email: string, actor: Actor, now = new Date(), ip = ''): Promise<{ token: string }> {
  return db.transaction().execute(async (trx) => {
    const member = await memberId(trx, email);
    await endAllOf(trx, member.id);
    await trx
      .updateTable('staff')
      .set({ password_hash: null, totp_secret: null, totp_last_step: null, failed_attempts: 0, locked_until: null, disabled: 0 })
      .where('id', '=', member.id)
      .execute();
    const token = await issueSetupToken(trx, member.id, now);
    await recordCredentialEvent(trx, { staffId: member.id, kind: 'reset', byStaffId: byOf(actor) }, now);
    await appendAudit(
      trx,
      {
        actor,
        action: 'staff.reset',
        subject: `staff:${normalEmail(email)}`,
        changes: {
          password: { from: member.password_hash ? 'set' : null, to: null },
          authenticator: { from: member.totp_secret ? 'enrolled' : null, to: null },
          disabled: { from: Boolean(member.disabled), to: false },
        },
        ip,
      },
      now,
    );
    return { token };
  });
}

/**
 * Gives a member another role; never takes admin from the last active admin. The member's sessions go
 * on: the guard reads the role from the table at every request, so the new role holds at once.
 */
export async function changeStaffRole(db: Kysely<DB>, email: string, role: StaffRole, actor: Actor, now = new Date(), ip = ''): Promise<{ changed: boolean }> {
  if (!isStaffRole(role)) throw new StaffError(`Unknown role "${role}". Roles: ${STAFF_ROLES.join(', ')}.`);
  return db.transaction().execute(async (trx) => {
    const member = await memberId(trx, email);
    if (member.role === role) return { changed: false };
    if (role !== 'admin') await keepAnAdmin(trx, member);
    await trx.updateTable('staff').set({ role }).where('id', '=', member.id).execute();
    await appendAudit(trx, { actor, action: 'staff.role', subject: `staff:${normalEmail(email)}`, changes: { role: { from: member.role, to: role } }, ip }, now);
    return { changed: true };
  });
}

/** Ends every staff session and half-done sign-in of `staffId`; answers how many sessions there were. */
export async function endAllOf(trx: Kysely<DB>, staffId: number): Promise<number> {
  const sessions = await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  await trx.deleteFrom('staff_login_steps').where('staff_id', '=', staffId).execute();
  return Number(sessions.numDeletedRows);
}
