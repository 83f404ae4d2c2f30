import type { InjectOptions } from 'fastify';
import { STAFF_MESSAGES } from '../../../src/shared/contracts/staff';
import { STAFF_MEMBER_MESSAGES } from '../../../src/entities/staff-member/model/staff-member';
import { describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { addStaff, sha256 } from '../../staff/accounts';
import type { StaffRole } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { newSessionId, STAFF_COOKIE } from '../../staff/sessions';

jest.setTimeout(60_000);

const cli = { kind: 'cli', user: 'office' } as const;
const IP = '203.0.113.7';
const API = '/backend/api/staff';

/** Every route of the audit log and staff management, with a body a valid request would send. */
const ADMIN_ROUTES: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> = [
  { method: 'GET', url: `${API}/audit` },
  { method: 'GET', url: `${API}/audit.csv` },
  { method: 'GET', url: `${API}/audit/verify` },
  { method: 'GET', url: `${API}/audit/actors` },
  { method: 'GET', url: `${API}/staff-members` },
  { method: 'POST', url: `${API}/staff-members`, payload: { email: 'new@example.in', name: 'New Member', role: 'sales' } },
  { method: 'POST', url: `${API}/staff-members/1/disable` },
  { method: 'POST', url: `${API}/staff-members/1/reset` },
  { method: 'PATCH', url: `${API}/staff-members/1`, payload: { role: 'tenders' } },
];

describeDb('the audit log and staff management (admins only)', () => {
  const server = useTestApp({ seed: false }, { each: true });
  const db = () => server.app.database.db;

  /** A member added by the command line with a live session (made directly: sign-in has its own tests). */
  async function signedIn(email: string, role: StaffRole): Promise<{ id: number; cookie: string }> {
    const { id } = await addStaff(db(), { email, name: email.split('@')[0], role }, cli);
    const session = newSessionId();
    const now = new Date();
    await db()
      .insertInto('staff_sessions')
      .values({ id_hash: session.hash, staff_id: id, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString() })
      .execute();
    return { id, cookie: `${STAFF_COOKIE}=${session.value}` };
  }

  const call = (options: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }, cookie?: string) =>
    server.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress: IP,
      headers: sessionCsrfHeaders(server.app, cookie),
      ...(options.payload ? { payload: options.payload } : {}),
    } as InjectOptions);
  const get = (url: string, cookie: string) => call({ method: 'GET', url: `${API}/${url}` }, cookie);

  it('answers 401 to an anonymous visitor and 403 to sales and tenders members on every route, no-store', async () => {
    const sales = await signedIn('sales@example.in', 'sales');
    const tenders = await signedIn('tenders@example.in', 'tenders');
    for (const route of ADMIN_ROUTES) {
      const anonymous = await call(route);
      const asSales = await call(route, sales.cookie);
      const asTenders = await call(route, tenders.cookie);
      expect({ route: `${route.method} ${route.url}`, statuses: [anonymous.statusCode, asSales.statusCode, asTenders.statusCode] }).toEqual({
        route: `${route.method} ${route.url}`,
        statuses: [401, 403, 403],
      });
      expect(asSales.json()).toEqual({ success: false, message: STAFF_MESSAGES.wrongRole });
      expect(asSales.headers['cache-control']).toBe('no-store');
    }
    // Nothing was changed by the refused writes.
    expect(await db().selectFrom('staff').select('email').orderBy('email').execute()).toEqual([{ email: 'sales@example.in' }, { email: 'tenders@example.in' }]);
  });

  describe('the audit log', () => {
    it('lists newest first with who, when, ip and changes, paged by id, each entry verified', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      for (let n = 1; n <= 5; n += 1) await appendAudit(db(), { actor: cli, action: 'lead.change', subject: `lead:enquiry:${n}`, changes: { status: { from: 'new', to: 'contacted' } }, ip: '' });
      const first = await get('audit?limit=4', admin.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const page = first.json();
      expect(page.entries.map((entry: { subject: string }) => entry.subject)).toEqual(['lead:enquiry:5', 'lead:enquiry:4', 'lead:enquiry:3', 'lead:enquiry:2']);
      expect(page.entries[0]).toEqual({
        id: expect.any(Number),
        at: expect.stringMatching(/Z$/),
        actor: { kind: 'cli', user: 'office' },
        action: 'lead.change',
        subject: 'lead:enquiry:5',
        changes: { status: { from: 'new', to: 'contacted' } },
        ip: '',
        verified: true,
      });
      expect(page.next).toBe(page.entries[3].id);
      const second = (await get(`audit?limit=4&before=${page.next}`, admin.cookie)).json();
      // The oldest: lead 1 and the admin's own staff.add.
      expect(second.entries.map((entry: { action: string; subject: string }) => `${entry.action} ${entry.subject}`)).toEqual(['lead.change lead:enquiry:1', 'staff.add staff:admin@example.in']);
      expect(second.next).toBeNull();
    });

    it('filters by actor, action (exactly or by area), subject start and Asia/Kolkata days', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      const staffActor = { kind: 'staff', staffId: admin.id, email: 'admin@example.in', role: 'admin' } as const;
      // 2026-11-24 23:00 in Kolkata is 17:30 UTC; 2026-11-25 00:30 in Kolkata is 19:00 UTC on the 24th.
      await appendAudit(db(), { actor: staffActor, action: 'lead.change', subject: 'lead:enquiry:7', changes: {}, ip: IP }, new Date('2026-11-24T17:30:00Z'));
      await appendAudit(db(), { actor: staffActor, action: 'lead.note', subject: 'lead:contact:7', changes: {}, ip: IP }, new Date('2026-11-24T19:00:00Z'));
      await appendAudit(db(), { actor: cli, action: 'tender.publish', subject: 'tender:T-1', changes: {}, ip: '' }, new Date('2026-11-24T19:30:00Z'));
      const subjects = async (query: string) => (await get(`audit?${query}`, admin.cookie)).json().entries.map((entry: { subject: string }) => entry.subject);
      expect(await subjects('actor=ADMIN@example.in&action=lead.')).toEqual(['lead:contact:7', 'lead:enquiry:7']);
      expect(await subjects('actor=office')).toEqual(['tender:T-1', 'staff:admin@example.in']);
      expect(await subjects('action=lead.note')).toEqual(['lead:contact:7']);
      expect(await subjects('subject=lead:enquiry:')).toEqual(['lead:enquiry:7']);
      expect(await subjects('from=2026-11-25&to=2026-11-25&action=lead.')).toEqual(['lead:contact:7']);
      expect(await subjects('to=2026-11-24&action=lead.')).toEqual(['lead:enquiry:7']);
      // LIKE's wildcards are taken literally.
      expect(await subjects('actor=%25')).toEqual([]);
    });

    it('names everyone in the log once, as the actor filter takes them, for its suggestions', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      const staffActor = { kind: 'staff', staffId: admin.id, email: 'admin@example.in', role: 'admin' } as const;
      await appendAudit(db(), { actor: staffActor, action: 'lead.change', subject: 'lead:enquiry:7', changes: {}, ip: IP });
      await appendAudit(db(), { actor: cli, action: 'tender.publish', subject: 'tender:T-1', changes: {}, ip: '' });
      await appendAudit(db(), { actor: { kind: 'anonymous' }, action: 'vendor.reset', subject: 'vendor:1', changes: {}, ip: IP });
      // An edited row whose actor is no longer JSON names nobody.
      await appendAudit(db(), { actor: cli, action: 'lead.note', subject: 'lead:contact:1', changes: {}, ip: '' });
      await db().updateTable('audit_log').set({ actor: '{broken' }).where('subject', '=', 'lead:contact:1').execute();
      expect((await get('audit/actors', admin.cookie)).json()).toEqual({ success: true, actors: ['admin@example.in', 'office'] });
    });

    it('refuses a bad filter or page with 400, never 5xx', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      for (const query of ['from=2026-13-01', 'from=2026-11-25&to=2026-11-24', 'limit=0', 'limit=1000', 'before=abc', `subject=${'x'.repeat(400)}`, 'actor=a&actor=b']) {
        const response = await get(`audit?${query}`, admin.cookie);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json().success).toBe(false);
      }
    });

    it('marks the entries from an edited one on as not verified, and verify names it', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      for (let n = 1; n <= 3; n += 1) await appendAudit(db(), { actor: cli, action: 'lead.change', subject: `lead:enquiry:${n}`, changes: {}, ip: '' });
      expect((await get('audit/verify', admin.cookie)).json()).toEqual({ success: true, ok: true, entries: 4, broken: null });
      const edited = await db().selectFrom('audit_log').select('id').where('subject', '=', 'lead:enquiry:2').executeTakeFirstOrThrow();
      await db().updateTable('audit_log').set({ ip: '198.51.100.1' }).where('id', '=', edited.id).execute();

      const verify = (await get('audit/verify', admin.cookie)).json();
      expect(verify).toEqual({ success: true, ok: false, entries: 2, broken: { id: edited.id, at: expect.any(String), action: 'lead.change', reason: expect.stringContaining('does not match its hash') } });
      const flags = (await get('audit', admin.cookie)).json().entries.map((entry: { subject: string; verified: boolean }) => [entry.subject, entry.verified]);
      expect(flags).toEqual([
        ['lead:enquiry:3', false],
        ['lead:enquiry:2', false],
        ['lead:enquiry:1', true],
        ['staff:admin@example.in', true],
      ]);
    });

    it('lets "Load more" reuse the first page\'s walk of the chain until an entry is appended', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      for (let n = 1; n <= 3; n += 1) await appendAudit(db(), { actor: cli, action: 'lead.change', subject: `lead:enquiry:${n}`, changes: {}, ip: '' });
      const first = (await get('audit?limit=1', admin.cookie)).json();
      const edited = await db().selectFrom('audit_log').select('id').where('subject', '=', 'lead:enquiry:1').executeTakeFirstOrThrow();
      await db().updateTable('audit_log').set({ ip: '198.51.100.1' }).where('id', '=', edited.id).execute();
      const flagOf = async () =>
        (await get(`audit?before=${first.next}`, admin.cookie)).json().entries.find((entry: { id: number }) => entry.id === edited.id).verified;
      // The walk made for the first page a moment ago still stands; the verification answers afresh.
      expect(await flagOf()).toBe(true);
      expect((await get('audit/verify', admin.cookie)).json().ok).toBe(false);
      // A new entry since: a later page walks the chain again.
      await appendAudit(db(), { actor: cli, action: 'lead.change', subject: 'lead:enquiry:4', changes: {}, ip: '' });
      expect(await flagOf()).toBe(false);
    });

    it('exports the filtered log as CSV', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      await appendAudit(db(), { actor: cli, action: 'lead.change', subject: 'lead:enquiry:1', changes: { note: { from: null, to: '=SUM(A1)' } }, ip: '' });
      const response = await get('audit.csv?action=lead.', admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
      expect(response.headers['cache-control']).toBe('no-store');
      const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,at,actor,role,action,subject,changes,ip,verified');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^\d+,[^,]+Z,cli:office,,lead\.change,lead:enquiry:1,"\{""note"":\{""from"":null,""to"":""=SUM\(A1\)""\}\}",,yes$/);
    });
  });

  describe('staff management', () => {
    it('lists every member with role, status and last sign-in', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      await addStaff(db(), { email: 'asha@example.in', name: 'Asha', role: 'sales' }, cli);
      await appendAudit(db(), { actor: cli, action: 'staff.sign-in', subject: 'staff:asha@example.in', changes: {}, ip: IP }, new Date('2026-11-20T09:00:00Z'));
      const list = await get('staff-members', admin.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        success: true,
        members: [
          { id: admin.id, email: 'admin@example.in', name: 'admin', role: 'admin', status: 'not set up', lockedUntil: null, lastSignInAt: null, createdAt: expect.any(String) },
          { id: expect.any(Number), email: 'asha@example.in', name: 'Asha', role: 'sales', status: 'not set up', lockedUntil: null, lastSignInAt: '2026-11-20T09:00:00.000Z', createdAt: expect.any(String) },
        ],
      });
    });

    it('adds a member with a one-time set-up link, audited with the admin and the address; refuses a taken e-mail and bad fields', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      const add = (payload: object) => call({ method: 'POST', url: `${API}/staff-members`, payload }, admin.cookie);
      const added = await add({ email: ' Asha@Example.in', name: 'Asha Deshmukh', role: 'sales' });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ success: true, message: expect.stringContaining('asha@example.in is added'), setupLink: expect.stringMatching(/\/staff\/setup\?token=[\w-]{43}$/) });
      const token = new URL(added.json().setupLink, 'http://x').searchParams.get('token')!;
      expect(await db().selectFrom('staff_setup_tokens').select('token_hash').where('token_hash', '=', sha256(token)).executeTakeFirst()).toBeDefined();
      const entry = await db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect({ action: entry.action, subject: entry.subject, ip: entry.ip, actor: JSON.parse(entry.actor) }).toEqual({
        action: 'staff.add',
        subject: 'staff:asha@example.in',
        ip: IP,
        actor: { kind: 'staff', staffId: admin.id, email: 'admin@example.in', role: 'admin' },
      });

      const taken = await add({ email: 'asha@example.in', name: 'Asha again', role: 'sales' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain('already a staff member');
      const bad = await add({ email: 'not-an-email', name: ' ', role: 'owner' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ email: STAFF_MEMBER_MESSAGES.emailInvalid, name: STAFF_MEMBER_MESSAGES.nameRequired, role: STAFF_MEMBER_MESSAGES.roleRequired });
    });

    it('disables (signing them out), resets with a new link and changes the role, each audited; 404 for an unknown id', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      const asha = await signedIn('asha@example.in', 'sales');
      const act = (method: 'POST' | 'PATCH', url: string, payload?: object) => call({ method, url: `${API}/staff-members/${url}`, payload }, admin.cookie);

      const disabled = await act('POST', `${asha.id}/disable`);
      expect(disabled.json()).toEqual({ success: true, message: 'asha@example.in is disabled and signed out everywhere (1 session).' });
      expect((await get('session', asha.cookie)).statusCode).toBe(401);

      const reset = await act('POST', `${asha.id}/reset`);
      expect(reset.statusCode).toBe(200);
      expect(reset.json().setupLink).toMatch(/\/staff\/setup\?token=/);

      const role = await act('PATCH', `${asha.id}`, { role: 'tenders' });
      expect(role.json()).toEqual({ success: true, message: 'asha@example.in is now tenders.' });
      expect((await act('PATCH', `${asha.id}`, { role: 'tenders' })).json().message).toBe('asha@example.in already has the role tenders.');
      expect((await act('PATCH', `${asha.id}`, { role: 'boss' })).statusCode).toBe(400);

      const entries = await db().selectFrom('audit_log').select(['action', 'subject', 'ip', 'changes']).where('ip', '=', IP).orderBy('id').execute();
      expect(entries.map((entry) => [entry.action, entry.subject, JSON.parse(entry.changes)])).toEqual([
        ['staff.disable', 'staff:asha@example.in', { disabled: { from: false, to: true }, sessions: { from: 1, to: 0 } }],
        ['staff.reset', 'staff:asha@example.in', { password: { from: null, to: null }, authenticator: { from: null, to: null }, disabled: { from: true, to: false } }],
        ['staff.role', 'staff:asha@example.in', { role: { from: 'sales', to: 'tenders' } }],
      ]);

      for (const url of ['9999/disable', '9999/reset', 'abc/reset']) {
        const missing = await act('POST', url);
        expect({ url, status: missing.statusCode, body: missing.json() }).toEqual({ url, status: 404, body: { success: false, message: STAFF_MEMBER_MESSAGES.notFound } });
      }
      expect((await act('PATCH', '9999', { role: 'sales' })).statusCode).toBe(404);
    });

    it('never disables or demotes the last active admin (409), and does once another admin is active', async () => {
      const admin = await signedIn('admin@example.in', 'admin');
      const act = (method: 'POST' | 'PATCH', url: string, payload?: object) => call({ method, url: `${API}/staff-members/${url}`, payload }, admin.cookie);
      for (const [method, url, payload] of [['POST', `${admin.id}/disable`], ['PATCH', `${admin.id}`, { role: 'sales' }]] as const) {
        const refused = await act(method, url, payload);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ success: false, message: STAFF_MEMBER_MESSAGES.lastAdmin });
      }
      // A disabled admin does not count.
      const other = await signedIn('ravi@example.in', 'admin');
      await act('POST', `${other.id}/disable`);
      expect((await act('PATCH', `${admin.id}`, { role: 'sales' })).statusCode).toBe(409);
      expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'staff.role').execute()).toEqual([]);

      await act('POST', `${other.id}/reset`);
      expect((await act('PATCH', `${admin.id}`, { role: 'sales' })).json().message).toBe('admin@example.in is now sales.');
      // The demoted member's own session no longer passes the admin guard.
      expect((await get('staff-members', admin.cookie)).statusCode).toBe(403);
    });
  });
});
