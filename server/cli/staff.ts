import os from 'node:os';
import type { Database } from '../db/database';
import { STAFF_ROLES } from '../../src/shared/contracts/staff';
import type { Actor } from '../staff/actor';
import { addStaff, disableStaff, isStaffRole, listStaff, resetStaff, setupLink, StaffError } from '../staff/accounts';
import { verifyAuditChain } from '../staff/audit-log';
import { readArgs, runCommand, splitArgs, UsageError, withCliDatabase, writeAnswer } from './command';

/**
 * Staff accounts from the server's shell (see docs/staff.md):
 *   npm run staff -- add EMAIL --name "NAME" --role admin|sales|tenders
 *   npm run staff -- list | disable EMAIL | reset EMAIL | audit-verify
 * Every change is in the audit log under the OS user who ran the command.
 */

export function usage(): string {
  return [
    'Usage: npm run staff -- <command> …',
    '',
    'Commands:',
    `  add EMAIL --name "NAME" --role ${STAFF_ROLES.join('|')}   add a staff member; prints their one-time set-up link (24 h)`,
    '  list                  every staff member, their role and whether they are set up, disabled or locked',
    '  disable EMAIL         stop a member signing in; ends all their sessions at once',
    '  reset EMAIL           a new set-up link; their password and authenticator stop working (enables a disabled member)',
    '  audit-verify          check the audit log\'s hash chain; exit 1 and the first broken entry if it does not hold',
    '',
    'The database is DATABASE_URL, as for the server. Links use PUBLIC_URL when it is set. See docs/staff.md.',
  ].join('\n');
}

export { UsageError };

export type StaffArgs =
  | { command: 'add'; email: string; name: string; role: (typeof STAFF_ROLES)[number] }
  | { command: 'list' }
  | { command: 'disable' | 'reset'; email: string }
  | { command: 'audit-verify' };

const ONE_EMAIL = new Set(['disable', 'reset']);
const NOTHING = new Set(['list', 'audit-verify']);

export function parseStaffArgs(argv: string[]): StaffArgs {
  const { positional, options } = splitArgs(argv, { valued: new Set(['name', 'role']) });
  const [command, ...rest] = positional;
  if (!command) throw new UsageError('Name a command.');
  const known = ['add', ...ONE_EMAIL, ...NOTHING];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}". Known: ${known.join(', ')}.`);
  if (command !== 'add' && Object.keys(options).length) throw new UsageError(`${command} takes no --${Object.keys(options)[0]}.`);
  const wanted = NOTHING.has(command) ? 0 : 1;
  if (rest.length < wanted) throw new UsageError(`${command} needs the member's e-mail address.`);
  if (rest.length > wanted) throw new UsageError(`Unexpected argument "${rest[wanted]}".`);
  if (command === 'add') {
    const { name, role } = options;
    if (typeof name !== 'string') throw new UsageError('add needs --name "Their Name".');
    if (typeof role !== 'string') throw new UsageError(`add needs --role ${STAFF_ROLES.join('|')}.`);
    if (!isStaffRole(role)) throw new UsageError(`Unknown role "${role}". Roles: ${STAFF_ROLES.join(', ')}.`);
    return { command, email: rest[0], name, role };
  }
  if (command === 'disable' || command === 'reset') return { command, email: rest[0] };
  return { command: command as 'list' | 'audit-verify' };
}

export interface StaffCommandResult {
  /** 0 done; 1 refused (unknown member, e-mail taken) or the audit chain is broken. */
  code: number;
  output: string;
}

export interface StaffCommandContext {
  publicUrl: string | null;
  /** Who ran the command, as the audit log names them. */
  actor: Actor;
  now?: Date;
}

export async function runStaffCommand(database: Database, args: StaffArgs, context: StaffCommandContext): Promise<StaffCommandResult> {
  const { db } = database;
  const { actor, publicUrl, now = new Date() } = context;
  try {
    switch (args.command) {
      case 'add': {
        const { token } = await addStaff(db, args, actor, now);
        return { code: 0, output: `Added ${args.email.trim().toLowerCase()} (${args.role}). Their one-time set-up link (valid 24 hours):\n${setupLink(token, publicUrl)}` };
      }
      case 'list': {
        const members = await listStaff(db, now);
        if (members.length === 0) return { code: 0, output: 'No staff members yet. Add the first admin: npm run staff -- add EMAIL --name "NAME" --role admin' };
        const lines = members.map((member) =>
          [member.email, member.name, member.role, member.status + (member.lockedUntil ? ` (locked until ${member.lockedUntil})` : '')].join('\t'),
        );
        return { code: 0, output: ['email\tname\trole\tstatus', ...lines].join('\n') };
      }
      case 'disable': {
        const { sessionsEnded } = await disableStaff(db, args.email, actor, now);
        return { code: 0, output: `${args.email.trim().toLowerCase()} is disabled; ${sessionsEnded} session(s) ended.` };
      }
      case 'reset': {
        const { token } = await resetStaff(db, args.email, actor, now);
        return {
          code: 0,
          output: `${args.email.trim().toLowerCase()}: password and authenticator voided, sessions ended. New set-up link (valid 24 hours):\n${setupLink(token, publicUrl)}`,
        };
      }
      case 'audit-verify': {
        const check = await verifyAuditChain(db);
        if (check.ok) return { code: 0, output: `The audit log holds: ${check.entries} entries, each following the one before.` };
        const { id, at, action, reason } = check.broken;
        return { code: 1, output: `The audit log is broken at entry ${id} (${at}, ${action}): ${reason}. The ${check.entries} entries before it hold.` };
      }
    }
  } catch (error) {
    if (error instanceof StaffError) return { code: 1, output: error.message };
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseStaffArgs, usage, { helpWhenEmpty: true });
  if ('code' in read) return read.code;
  const { args } = read;
  return withCliDatabase(async (database, config) =>
    writeAnswer(await runStaffCommand(database, args, { publicUrl: config.publicUrl, actor: { kind: 'cli', user: os.userInfo().username } })),
  );
}

if (require.main === module) runCommand(main, 'staff failed');
