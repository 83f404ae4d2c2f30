import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeDb } from '../test-helpers';
import { newSessionId } from '../staff/sessions';
import { parseStaffArgs, runStaffCommand, UsageError, type StaffArgs } from './staff';
import { STAFF_MEMBER_MESSAGES } from '../../src/entities/staff-member/model/staff-member';

jest.setTimeout(30_000);

describe('staff command arguments', () => {
  it('reads add, list, disable, reset and audit-verify', () => {
    expect(parseStaffArgs(['add', 'asha@example.in', '--name', 'Asha Deshmukh', '--role', 'admin'])).toEqual({
      command: 'add',
      email: 'asha@example.in',
      name: 'Asha Deshmukh',
      role: 'admin',
    });
    expect(parseStaffArgs(['add', 'ravi@example.in', '--role=sales', '--name=Ravi'])).toMatchObject({ role: 'sales', name: 'Ravi' });
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    expect(parseStaffArgs(['disable', 'ravi@example.in'])).toEqual({ command: 'disable', email: 'ravi@example.in' });
    expect(parseStaffArgs(['reset', 'ravi@example.in'])).toEqual({ command: 'reset', email: 'ravi@example.in' });
    expect(parseStaffArgs(['audit-verify'])).toEqual({ command: 'audit-verify' });
  });

  it.each([
    [[], /Name a command/],
    [['remove', 'a@example.in'], /Unknown command "remove"/],
    [['add', 'a@example.in', '--role', 'admin'], /--name/],
    [['add', 'a@example.in', '--name', 'A'], /--role/],
    [['add', 'a@example.in', '--name', 'A', '--role', 'owner'], /Unknown role "owner"/],
    [['add', '--name', 'A', '--role', 'admin'], /e-mail/],
    [['disable'], /e-mail/],
    [['reset', 'a@example.in', 'b@example.in'], /Unexpected argument "b@example.in"/],
    [['list', '--role', 'admin'], /list takes no --role/],
    [['audit-verify', 'now'], /Unexpected argument/],
    [['add', 'a@example.in', '--name', 'A', '--role', 'admin', '--force'], /Unknown option --force/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStaffArgs(argv as string[])).toThrow(UsageError);
    expect(() => parseStaffArgs(argv as string[])).toThrow(message);
  });
});

describeDb('npm run staff', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterEach(() => app.close());

  const now = new Date('2026-11-25T10:00:00Z');
  const run = (args: StaffArgs, publicUrl: string | null = 'https://www.example.in/some/path') =>
    runStaffCommand(app.database, args, { publicUrl, actor: { kind: 'cli', user: 'office' }, now });
  const add = (email = 'asha@example.in', role: 'admin' | 'sales' | 'tenders' = 'admin') => run({ command: 'add', email, name: 'Asha Deshmukh', role });
  const tokenOf = (output: string) => decodeURIComponent(/token=([^\s]+)/.exec(output)![1]);
  const auditActions = async () => (await app.database.db.selectFrom('audit_log').select(['action', 'actor', 'subject']).orderBy('id').execute());

  it('adds a member and prints a one-time set-up link on PUBLIC_URL’s origin; the token is stored only hashed', async () => {
    const result = await add(' Asha@Example.in ');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/^Added asha@example\.in \(admin\)\..*\nhttps:\/\/www\.example\.in\/staff\/setup\?token=[A-Za-z0-9_-]{43}$/s);
    const token = tokenOf(result.output);
    const rows = await app.database.db.selectFrom('staff_setup_tokens').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ expires_at: '2026-11-26T10:00:00.000Z', used_at: null })]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await auditActions()).toEqual([{ action: 'staff.add', actor: '{"kind":"cli","user":"office"}', subject: 'staff:asha@example.in' }]);
    expect((await run({ command: 'add', email: 'x@example.in', name: 'X', role: 'sales' }, null)).output).toMatch(/\n\/staff\/setup\?token=/);
  });

  it('refuses an e-mail that is already a member, and an unknown member', async () => {
    await add();
    expect(await add('ASHA@example.in')).toEqual({ code: 1, output: expect.stringMatching(/already a staff member/) });
    expect(await run({ command: 'disable', email: 'nobody@example.in' })).toEqual({ code: 1, output: 'No staff member has the e-mail nobody@example.in.' });
    expect(await run({ command: 'reset', email: 'nobody@example.in' })).toMatchObject({ code: 1 });
  });

  it('lists members with their role and state', async () => {
    expect((await run({ command: 'list' })).output).toMatch(/No staff members yet/);
    await add();
    await add('ravi@example.in', 'sales');
    await run({ command: 'disable', email: 'ravi@example.in' });
    expect((await run({ command: 'list' })).output).toBe(
      ['email\tname\trole\tstatus', 'asha@example.in\tAsha Deshmukh\tadmin\tnot set up', 'ravi@example.in\tAsha Deshmukh\tsales\tdisabled'].join('\n'),
    );
  });

  it('refuses to disable the last active admin, as the desk does', async () => {
    await add();
    expect(await run({ command: 'disable', email: 'asha@example.in' })).toEqual({ code: 1, output: STAFF_MEMBER_MESSAGES.lastAdmin });
    await add('ravi@example.in', 'admin');
    expect((await run({ command: 'disable', email: 'asha@example.in' })).code).toBe(0);
  });

  it('disables a member and ends every session of theirs', async () => {
    // A sales member: the last active admin cannot be disabled (test above).
    await add('asha@example.in', 'sales');
    const staff = await app.database.db.selectFrom('staff').select('id').executeTakeFirstOrThrow();
    for (let index = 0; index < 2; index += 1) {
      await app.database.db
        .insertInto('staff_sessions')
        .values({ id_hash: newSessionId().hash, staff_id: staff.id, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: '2026-11-25T22:00:00.000Z' })
        .execute();
    }
    expect(await run({ command: 'disable', email: 'asha@example.in' })).toEqual({ code: 0, output: 'asha@example.in is disabled; 2 session(s) ended.' });
    expect(await app.database.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
    expect(await app.database.db.selectFrom('staff').select('disabled').executeTakeFirstOrThrow()).toEqual({ disabled: 1 });
    expect((await auditActions()).map((entry) => entry.action)).toEqual(['staff.add', 'staff.disable']);
  });

  it('resets a member: the old password, authenticator and link stop working; a new link is printed', async () => {
    const first = tokenOf((await add()).output);
    await app.database.db.updateTable('staff').set({ password_hash: 'scrypt$x', totp_secret: 'v1.a.b.c', totp_last_step: 5, disabled: 1 }).execute();
    const result = await run({ command: 'reset', email: 'asha@example.in' });
    expect(result.code).toBe(0);
    const second = tokenOf(result.output);
    expect(second).not.toBe(first);
    expect(await app.database.db.selectFrom('staff').select(['password_hash', 'totp_secret', 'totp_last_step', 'disabled']).executeTakeFirstOrThrow()).toEqual({
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      disabled: 0,
    });
    expect(await app.database.db.selectFrom('staff_setup_tokens').select('token_hash').execute()).toHaveLength(1);
    expect((await auditActions()).map((entry) => entry.action)).toEqual(['staff.add', 'staff.reset']);
  });

  it('audit-verify passes on an intact log and exits 1 naming the first broken entry', async () => {
    await add();
    await add('ravi@example.in', 'sales');
    await run({ command: 'disable', email: 'ravi@example.in' });
    expect(await run({ command: 'audit-verify' })).toEqual({ code: 0, output: 'The audit log holds: 3 entries, each following the one before.' });
    const [, second] = await app.database.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    await app.database.db.updateTable('audit_log').set({ subject: 'staff:someone-else@example.in' }).where('id', '=', second.id).execute();
    const broken = await run({ command: 'audit-verify' });
    expect(broken.code).toBe(1);
    expect(broken.output).toBe(
      `The audit log is broken at entry ${second.id} (2026-11-25T10:00:00.000Z, staff.add): its content does not match its hash (the row was edited). The 1 entries before it hold.`,
    );
  });
});
