import type { LightMyRequestResponse } from 'fastify';
import { OPENER_MESSAGES } from '@/entities/tender/model/tender-openers';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';
import { describeDb, testDialect, useTestApp, sessionCsrfHeaders } from '../test-helpers';
import { addStaff, disableStaff } from '../staff/accounts';
import { verifyAuditChain } from '../staff/audit-log';
import { openStaffSession } from '../staff/staff-fixtures';
import { totpCode } from '../staff/totp';
import { runTendersCommand } from '../cli/tenders';
import { mayOpen, namedOpeners } from './openers';

jest.setTimeout(60_000);

const cli = { kind: 'cli', user: 'office' } as const;
const API = '/backend/api/staff';
const TENDER = 'VI/TN/2026/801';
const LATER = 'VI/TN/2026/802';
const PASSWORD = 'marble inlay 1994 nashik';
const at = (tenderNo: string, rest = '') => `${API}/tenders/${encodeURIComponent(tenderNo)}${rest}`;

const onlineTender = (TenderNo: string) => ({
  TenderNo,
  TenderDate: '2026-11-20',
  Expiry_Date: '2026-12-10',
  Bid_Deadline: '2026-12-10T15:00',
  Bid_Opening_At: '2026-12-10T16:00',
  Online_Bids: true,
  Reference: `Modular kitchen for ${TenderNo}`,
  CustomerID: 4,
  ProjectID: 2,
  BillingTypeID: 1,
  TenderTotalAmont: 118000,
  Published: false,
});

describeDb('the openers of a sealed-bid tender: separation of duties', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  const members: Record<string, { id: number; cookie: string }> = {};

  /** Moves the fixed clock; the staff sessions stay live (they lapse after 30 idle minutes). */
  const clock = async (iso: string) => {
    jest.setSystemTime(new Date(iso));
    const now = new Date();
    await db().updateTable('staff_sessions').set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + 86_400_000).toISOString() }).execute();
  };
  const headers = (who: string) => sessionCsrfHeaders(server.app, who);
  const get = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: headers(who) });
  const send = (method: 'POST' | 'PUT', url: string, who: string, payload?: object) => server.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
  const name = (tenderNo: string, staffIds: number[], who = members.admin.cookie) => send('PUT', at(tenderNo, '/openers'), who, { staffIds });
  const refusalOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json<{ message: string; errors?: Record<string, string> }>() });

  /** A live session for a member, as sign-in makes one. */
  const sessionOf = (id: number) => openStaffSession(db(), id, { lifetimeMs: 86_400_000 });

  /** A member added from the command line, with an authenticator on record, signed in. */
  async function cliMember(key: string, role: 'admin' | 'tenders' | 'sales', enrolled = true) {
    const { id } = await addStaff(db(), { email: `${key}@vastukala.in`, name: key[0].toUpperCase() + key.slice(1), role }, cli);
    if (enrolled) await db().updateTable('staff').set({ totp_secret: 'sealed-placeholder', password_hash: 'not-used' }).where('id', '=', id).execute();
    members[key] = { id, cookie: await sessionOf(id) };
  }

  /** Enrols through the set-up link as the member does: the page's secret, a password, the app's code. */
  async function enrol(link: string): Promise<void> {
    const token = new URL(link, 'http://desk.test').searchParams.get('token') ?? '';
    const info = await server.app.inject({ method: 'GET', url: `${API}/setup?token=${encodeURIComponent(token)}` });
    const { secret } = info.json<{ totp: { secret: string } }>().totp;
    const done = await server.app.inject({ method: 'POST', url: `${API}/setup`, headers: sessionCsrfHeaders(server.app), payload: { token, password: PASSWORD, code: totpCode(secret, new Date()) } });
    expect(done.statusCode).toBe(200);
  }

  const eventsOf = (id: number) => db().selectFrom('staff_credential_events').select(['kind', 'by_staff_id']).where('staff_id', '=', id).orderBy('id').execute();
  const adminMails = () => db().selectFrom('mail_outbox').select(['kind', 'recipient', 'subject', 'body']).where('kind', '=', 'staff-notice').orderBy('id').execute();

  beforeAll(async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    await clock('2026-11-18T04:30:00Z');
    await cliMember('admin', 'admin');
    await cliMember('bhavna', 'admin');
    await cliMember('tanvi', 'tenders');
    await cliMember('suresh', 'sales');
    await cliMember('dinesh', 'tenders');
    await cliMember('nisha', 'tenders', false);
    await disableStaff(db(), 'dinesh@vastukala.in', cli);
    for (const tenderNo of [TENDER, LATER]) expect((await send('POST', `${API}/tenders`, members.admin.cookie, { values: onlineTender(tenderNo) })).statusCode).toBe(201);
  });
  afterAll(() => jest.useRealTimers());

  it(`records who added, reset and enrolled each member; the link's issuer is who enrolled them [${testDialect}]`, async () => {
    await clock('2026-11-19T04:30:00Z');
    const added = await send('POST', `${API}/staff-members`, members.admin.cookie, { email: 'xavier@vastukala.in', name: 'Xavier', role: 'tenders' });
    expect(added.statusCode).toBe(201);
    await enrol(added.json<{ setupLink: string }>().setupLink);
    const xavier = await db().selectFrom('staff').select('id').where('email', '=', 'xavier@vastukala.in').executeTakeFirstOrThrow();
    members.xavier = { id: xavier.id, cookie: await sessionOf(xavier.id) };
    expect(await eventsOf(xavier.id)).toEqual([
      { kind: 'added', by_staff_id: members.admin.id },
      { kind: 'enrolled', by_staff_id: members.admin.id },
    ]);
    // The command line is nobody's account.
    expect(await eventsOf(members.tanvi.id)).toEqual([{ kind: 'added', by_staff_id: null }]);
  });

  it(`refuses one admin with a second account they made: added from the desk, enrolled through their link [${testDialect}]`, async () => {
    const refused = await name(TENDER, [members.admin.id, members.xavier.id]);
    expect(refusalOf(refused)).toMatchObject({ status: 409, errors: { opener2: expect.stringContaining('Xavier cannot open with Admin: Admin added Xavier') } });
    expect(await namedOpeners(db(), TENDER)).toEqual([]);
    // The other way round is the same pair.
    expect(refusalOf(await name(TENDER, [members.xavier.id, members.admin.id]))).toMatchObject({ status: 409, errors: { opener1: expect.stringContaining('Admin added Xavier') } });
    const choices = (await get(at(TENDER, '/openers'), members.tanvi.cookie)).json<{ openers: { members: Array<{ staffId: number; reason: string | null; notWith: Array<{ staffId: number }> }> } }>().openers;
    const xavier = choices.members.find((member) => member.staffId === members.xavier.id);
    expect(xavier).toMatchObject({ reason: null, notWith: [{ staffId: members.admin.id }] });
  });

  it(`refuses a disabled member, a sales member, one without an authenticator, the same member twice [${testDialect}]`, async () => {
    expect(refusalOf(await name(TENDER, [members.admin.id, members.dinesh.id]))).toMatchObject({ status: 409, errors: { opener2: 'Dinesh is disabled.' } });
    expect(refusalOf(await name(TENDER, [members.suresh.id, members.tanvi.id]))).toMatchObject({ status: 409, errors: { opener1: expect.stringContaining('has the role sales') } });
    expect(refusalOf(await name(TENDER, [members.tanvi.id, members.nisha.id]))).toMatchObject({ status: 409, errors: { opener2: 'Nisha has not set up their authenticator yet.' } });
    expect(refusalOf(await name(TENDER, [members.tanvi.id, members.tanvi.id]))).toMatchObject({ status: 400, errors: { opener2: OPENER_MESSAGES.different } });
    expect(refusalOf(await name(TENDER, [members.tanvi.id, 999_999]))).toMatchObject({ status: 400, errors: { opener2: OPENER_MESSAGES.noSuchMember(999_999) } });
    // A sales member may not even look.
    expect((await get(at(TENDER, '/openers'), members.suresh.cookie)).statusCode).toBe(403);
    expect(await adminMails()).toEqual([]);
  });

  it(`refuses to publish an online-bid tender without openers; names them, e-mails every active admin, audits [${testDialect}]`, async () => {
    await clock('2026-11-20T04:30:00Z');
    const bare = await send('POST', at(TENDER, '/publish'), members.tanvi.cookie);
    expect(refusalOf(bare)).toMatchObject({ status: 409, message: OPENER_MESSAGES.needOpeners(TENDER) });
    const cliRefused = await runTendersCommand(server.app.database, { command: 'publish', positional: [TENDER], options: {} }, new Date(), cli);
    expect(cliRefused).toEqual({ code: 1, output: OPENER_MESSAGES.needOpeners(TENDER) });

    const named = await name(TENDER, [members.admin.id, members.tanvi.id], members.tanvi.cookie);
    expect(named.json()).toMatchObject({ success: true, message: OPENER_MESSAGES.named(TENDER) });
    expect((await name(TENDER, [members.tanvi.id, members.admin.id], members.tanvi.cookie)).json().message).toBe(OPENER_MESSAGES.unchanged(TENDER));
    expect((await namedOpeners(db(), TENDER)).map(({ slot, staffId, email }) => ({ slot, staffId, email }))).toEqual([
      { slot: 1, staffId: members.admin.id, email: 'admin@vastukala.in' },
      { slot: 2, staffId: members.tanvi.id, email: 'tanvi@vastukala.in' },
    ]);
    const mails = await adminMails();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['admin@vastukala.in', 'bhavna@vastukala.in']);
    expect(mails[0]).toMatchObject({ subject: `Tender ${TENDER}: openers named`, body: expect.stringContaining('Opener 2: Tanvi <tanvi@vastukala.in>') });
    const audit = await db().selectFrom('audit_log').select(['action', 'actor', 'changes']).where('action', '=', 'tender.openers').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].changes)).toEqual({ opener1: { from: null, to: 'admin@vastukala.in' }, opener2: { from: null, to: 'tanvi@vastukala.in' } });
    expect(JSON.parse(audit[0].actor)).toMatchObject({ email: 'tanvi@vastukala.in' });

    expect((await send('POST', at(TENDER, '/publish'), members.tanvi.cookie)).statusCode).toBe(200);
    expect(await mayOpen(db(), TENDER, members.admin.id, new Date())).toEqual({ ok: true, slot: 1 });
    expect(await mayOpen(db(), TENDER, members.bhavna.id, new Date())).toEqual({ ok: false, reason: OPENER_MESSAGES.notNamed(TENDER) });
    expect(await mayOpen(db(), LATER, members.admin.id, new Date())).toEqual({ ok: false, reason: OPENER_MESSAGES.noneNamed(LATER) });
  });

  it(`publishes with the openers named in the same call, or refuses the whole call [${testDialect}]`, async () => {
    const refused = await send('POST', at(LATER, '/publish'), members.admin.cookie, { openers: [members.admin.id, members.xavier.id] });
    expect(refusalOf(refused)).toMatchObject({ status: 409, errors: { opener2: expect.stringContaining('Admin added Xavier') } });
    expect(await namedOpeners(db(), LATER)).toEqual([]);
    expect((await db().selectFrom('tenders').select('Published').where('TenderNo', '=', LATER).executeTakeFirstOrThrow()).Published).toBe(0);
    const done = await send('POST', at(LATER, '/publish'), members.admin.cookie, { openers: [members.bhavna.id, members.xavier.id] });
    expect(done.statusCode).toBe(200);
    expect((await namedOpeners(db(), LATER)).map((opener) => opener.email)).toEqual(['bhavna@vastukala.in', 'xavier@vastukala.in']);
    expect(await db().selectFrom('audit_log').select('action').where('subject', '=', `tender:${LATER}`).orderBy('id').execute()).toEqual([
      { action: 'tender.create' },
      { action: 'tender.openers' },
      { action: 'tender.publish' },
    ]);
  });

  it(`refuses members made or reset after the publication; a reset after the naming stops an opener [${testDialect}]`, async () => {
    await clock('2026-11-21T04:30:00Z');
    await cliMember('farhan', 'tenders');
    const fresh = await name(TENDER, [members.admin.id, members.farhan.id]);
    expect(refusalOf(fresh)).toMatchObject({ status: 409, errors: { opener2: expect.stringContaining(`after tender ${TENDER} was published`) } });

    // Xavier, named with Bhavna, is reset by the admin who made him: he can no longer open, and is told why.
    expect(await mayOpen(db(), LATER, members.xavier.id, new Date())).toEqual({ ok: true, slot: 2 });
    await clock('2026-11-22T04:30:00Z');
    const reset = await send('POST', `${API}/staff-members/${members.xavier.id}/reset`, members.admin.cookie);
    expect(reset.statusCode).toBe(200);
    await enrol(reset.json<{ setupLink: string }>().setupLink);
    const stopped = await mayOpen(db(), LATER, members.xavier.id, new Date());
    expect(stopped).toEqual({ ok: false, reason: expect.stringContaining('Your sign-in was reset on 2026-11-22 10:00 India time, after you were named opener') });
    expect(await mayOpen(db(), LATER, members.bhavna.id, new Date())).toEqual({ ok: true, slot: 1 });
    // Nor may he be named again for it: his sign-in is now newer than the publication.
    expect(refusalOf(await name(LATER, [members.bhavna.id, members.xavier.id]))).toMatchObject({ status: 409, errors: { opener2: expect.stringContaining("Xavier's sign-in was set up on 2026-11-22") } });
  });

  it(`keeps the openers once the sealing is armed; changes before are e-mailed as changes [${testDialect}]`, async () => {
    const changed = await name(TENDER, [members.admin.id, members.bhavna.id]);
    expect(changed.json().message).toBe(OPENER_MESSAGES.named(TENDER));
    expect((await adminMails()).at(-1)).toMatchObject({ subject: `Tender ${TENDER}: openers changed`, body: expect.stringContaining('Before:\nOpener 1: Admin <admin@vastukala.in>\nOpener 2: Tanvi <tanvi@vastukala.in>') });
    await db()
      .insertInto('tender_sealing')
      .values({ tender_no: TENDER, state: 'armed', armer1_staff_id: members.admin.id, armer1_salt: 's', armer1_at: new Date().toISOString() })
      .execute();
    expect(refusalOf(await name(TENDER, [members.admin.id, members.tanvi.id]))).toMatchObject({ status: 409, message: OPENER_MESSAGES.locked(TENDER) });
    const view = (await get(at(TENDER, '/openers'), members.admin.cookie)).json();
    expect(view.openers).toMatchObject({ locked: OPENER_MESSAGES.locked(TENDER), onlineBids: true, publishedAt: '2026-11-20T04:30:00.000Z' });
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });
});
