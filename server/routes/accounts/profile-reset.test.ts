import { ACCOUNT_MESSAGES, RESET_MESSAGES, VENDOR_MESSAGES, type VendorProfileAnswer } from '@/shared/contracts/accounts';
import { cookieFrom, describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { createOutboxWorker } from '../../lib/mail/outbox';
import { startTestSmtp } from '../../lib/mail/test-smtp';
import { createTender } from '../../tenders/tender-service';
import { SESSION_COOKIE, tokenHash } from './sessions';
import { passwordResetsSettled, RESETS_PER_CLIENT, RESETS_PER_EMAIL } from '../../accounts/account-service';
import * as sessionService from '../../accounts/session-service';
import { FAKE_DATE_ONLY } from '../../../test/utils/fake-date';
import { sampleVendorDetails } from '../../../test/fixtures/submissions';

// Sign-up, log-in and the reset run scrypt; a busy machine needs time.
jest.setTimeout(60_000);

const cli = { kind: 'cli', user: 'office' } as const;
const START = Date.parse('2026-12-01T06:00:00Z');
const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.profile@example.in', password: 'Tender#2026' };
/** Her registration's seven details: the sample vendor's, with her account's e-mail. */
const fields = { ...sampleVendorDetails, email: vendor.email };

describeDb('vendor profile and password reset', () => {
  const server = useTestApp({ seed: false, config: { publicUrl: 'https://www.example.in' } });
  const db = () => server.app.database.db;
  // The XSRF token is tied to the session cookies it travels with (plugins/csrf.ts).
  const headers = (cookie = '') => sessionCsrfHeaders(server.app, cookie || undefined);
  const post = (url: string, payload: object, cookie = '') => server.app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: headers(cookie) });
  const get = (url: string, cookie = '') => server.app.inject({ method: 'GET', url: `/backend${url}`, headers: headers(cookie) });
  const logIn = async (password = vendor.password) => {
    const login = await post('/api/login', { email: vendor.email, password });
    return login.statusCode === 200 ? `${SESSION_COOKIE}=${cookieFrom(login, SESSION_COOKIE)}` : null;
  };
  const profile = async (cookie: string, tenderNo = '') =>
    (await get(`/api/vendors/profile${tenderNo ? `?tenderNo=${encodeURIComponent(tenderNo)}` : ''}`, cookie)).json<VendorProfileAnswer>();

  beforeAll(async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: START });
    for (const TenderNo of ['VI/TN/2026/801', 'VI/TN/2026/802']) {
      await createTender(db(), cli, { values: { TenderNo, TenderDate: '2026-11-20', Expiry_Date: '2027-01-15', Reference: `Partitions ${TenderNo}`, CustomerID: 4, ProjectID: 2, BillingTypeID: 1, TenderTotalAmont: 1000 } });
    }
    await server.app.contentChanges.check();
    expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
  });
  beforeEach(() => jest.setSystemTime(START));
  afterAll(() => jest.useRealTimers());

  it('keeps the registration’s seven fields as the profile, says which tender was registered for, and takes edits', async () => {
    const anonymous = await get('/api/vendors/profile');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { success: false, message: VENDOR_MESSAGES.loginFirst }]);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const cookie = (await logIn())!;
    expect(await profile(cookie, 'VI/TN/2026/801')).toEqual({ success: true, profile: null, registered: null, trades: [] });

    expect((await post('/api/vendors', { ...fields, gstNumber: '27aapfu0939f1zv', tenderNo: 'VI/TN/2026/801' }, cookie)).statusCode).toBe(201);
    expect(await profile(cookie, 'VI/TN/2026/801')).toEqual({
      success: true,
      profile: fields,
      registered: { tenderNo: 'VI/TN/2026/801', appliedAt: new Date(START).toISOString(), companyName: 'Deshmukh Fabricators' },
      trades: [],
    });
    expect((await profile(cookie, 'VI/TN/2026/802')).registered).toBeNull();

    // The filled form, edited, registers for the next tender: the edit is the profile now.
    expect((await post('/api/vendors', { ...fields, companyName: 'Deshmukh Fabricators LLP', tenderNo: 'VI/TN/2026/802' }, cookie)).statusCode).toBe(201);
    expect((await profile(cookie)).profile).toEqual({ ...fields, companyName: 'Deshmukh Fabricators LLP' });
    // A refused registration (a repeat) changes nothing.
    expect((await post('/api/vendors', { ...fields, companyName: 'Someone Else', tenderNo: 'VI/TN/2026/802' }, cookie)).statusCode).toBe(409);
    expect((await profile(cookie)).profile?.companyName).toBe('Deshmukh Fabricators LLP');
  });

  it('answers the same whether or not the e-mail has an account, and mails a one-time link only to an account', async () => {
    const unknown = await post('/api/password/forgot', { email: 'nobody@example.in' });
    const known = await post('/api/password/forgot', { email: ' Asha.Profile@Example.in ' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { success: true, message: RESET_MESSAGES.sent }]);
    expect([known.statusCode, known.json()]).toEqual([200, { success: true, message: RESET_MESSAGES.sent }]);
    const bad = await post('/api/password/forgot', { email: 'not an e-mail' });
    expect(bad.statusCode).toBe(400);
    await passwordResetsSettled(server.app);

    const rows = await db().selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'password-reset', recipient: vendor.email, subject: RESET_MESSAGES.subject });
    const token = /reset-password\?token=([\w-]+)/.exec(rows[0].body)![1];
    expect(rows[0].body).toContain(`https://www.example.in/tender/login/reset-password?token=${token}`);
    // Only the token's hash is kept.
    const resets = await db().selectFrom('password_resets').selectAll().execute();
    expect(resets).toEqual([expect.objectContaining({ token_hash: tokenHash(token), used_at: null, expires_at: new Date(START + 3_600_000).toISOString() })]);
    expect(JSON.stringify(resets)).not.toContain(token);

    // The outbox mails the vendor, not the office.
    const smtp = await startTestSmtp();
    const worker = createOutboxWorker({ db: db(), smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'website@vastukala.test', to: 'office@vastukala.test' } });
    try {
      await worker.drain();
      await smtp.receivedCount(1);
      expect(smtp.received[0].to).toEqual([vendor.email]);
      // The body is quoted-printable: soft line breaks and `=3D` for `=`.
      expect(smtp.received[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`reset-password?token=${token}`);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('sets a new password once with the link, ends every session, and refuses a used or expired link', async () => {
    const first = (await logIn())!;
    const second = (await logIn())!;
    const [row] = await db().selectFrom('mail_outbox').select('body').where('kind', '=', 'password-reset').execute();
    const token = /token=([\w-]+)/.exec(row.body)![1];

    const short = await post('/api/password/reset', { token, password: 'short' });
    expect([short.statusCode, short.json().errors]).toEqual([400, { password: ACCOUNT_MESSAGES.passwordTooShort }]);
    const wrong = await post('/api/password/reset', { token: 'not-the-token', password: 'New#Password1' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, RESET_MESSAGES.invalidLink]);

    const done = await post('/api/password/reset', { token, password: 'New#Password1' });
    expect([done.statusCode, done.json().message]).toEqual([200, RESET_MESSAGES.done]);
    for (const cookie of [first, second]) expect((await get('/api/session', cookie)).json().user).toBeNull();
    expect(await logIn()).toBeNull();
    expect(await logIn('New#Password1')).not.toBeNull();
    expect((await post('/api/password/reset', { token, password: 'Other#Password2' })).statusCode).toBe(400);

    // A link an hour old no longer works.
    expect((await post('/api/password/forgot', { email: vendor.email })).statusCode).toBe(200);
    await passwordResetsSettled(server.app);
    const [, later] = await db().selectFrom('mail_outbox').select('body').where('kind', '=', 'password-reset').orderBy('id').execute();
    const lateToken = /token=([\w-]+)/.exec(later.body)![1];
    jest.setSystemTime(START + 3_600_000);
    const expired = await post('/api/password/reset', { token: lateToken, password: 'Other#Password2' });
    expect([expired.statusCode, expired.json().message]).toEqual([400, RESET_MESSAGES.invalidLink]);
  });

  it('answers before the e-mail is looked up or anything is written, after the same work for an account and an unknown e-mail', async () => {
    const other = { firstname: 'Ravi', email: 'ravi.reset@example.in' };
    await db().insertInto('accounts').values({ ...other, lastname: 'Kale', password_hash: 'scrypt$unused', created_at: new Date().toISOString() }).execute();
    const mailsBefore = (await db().selectFrom('mail_outbox').select('id').execute()).length;
    // Every write of the link waits behind this gate: an answer that waited for one would never come.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const realTransaction = db().transaction.bind(db());
    const transactions = jest.spyOn(db(), 'transaction').mockImplementation(() => {
      const builder = realTransaction();
      return { execute: async (work: never) => gate.then(() => builder.execute(work)) } as unknown as ReturnType<typeof realTransaction>;
    });
    const hashes = jest.spyOn(sessionService, 'tokenHash');
    const nudges = jest.spyOn(server.app.mailOutbox, 'nudge');
    const within = async (response: Promise<{ statusCode: number; body: string }>) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve('no answer within 5 s'), 5000)));
      try {
        return await Promise.race([response.then(({ statusCode, body }) => [statusCode, body]), late]);
      } finally {
        clearTimeout(timer);
      }
    };
    try {
      const work = [];
      for (const email of [other.email, 'stranger.reset@example.in']) {
        hashes.mockClear();
        const answer = await within(server.app.inject({ method: 'POST', url: '/backend/api/password/forgot', payload: { email }, headers: headers(), remoteAddress: `198.51.100.${work.length + 40}` }));
        work.push({ answer, tokenHashes: hashes.mock.calls.length, nudges: nudges.mock.calls.length });
      }
      expect(work[0]).toEqual({ answer: [200, JSON.stringify({ success: true, message: RESET_MESSAGES.sent })], tokenHashes: 1, nudges: 0 });
      expect(work[1]).toEqual(work[0]);
      expect(await db().selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsBefore);
      // Then the account's link is written and the worker told; the unknown e-mail gets nothing.
      openGate();
      await passwordResetsSettled(server.app);
      expect([transactions.mock.calls.length, nudges.mock.calls.length]).toEqual([1, 1]);
    } finally {
      openGate();
      await passwordResetsSettled(server.app);
      for (const spy of [transactions, hashes, nudges]) spy.mockRestore();
    }
    const mails = await db().selectFrom('mail_outbox').select(['recipient', 'kind']).orderBy('id').execute();
    expect(mails.slice(mailsBefore)).toEqual([{ recipient: other.email, kind: 'password-reset' }]);
  });

  it('limits requests per e-mail, known or not, and per client, with the same answer', async () => {
    const from = (remoteAddress: string, email: string) =>
      server.app.inject({ method: 'POST', url: '/backend/api/password/forgot', payload: { email }, headers: headers(), remoteAddress });
    for (const [email, address] of [
      [vendor.email, '203.0.113.1'],
      ['stranger@example.in', '203.0.113.2'],
    ]) {
      const statuses: number[] = [];
      for (let i = 0; i < RESETS_PER_EMAIL; i += 1) statuses.push((await from(address, email)).statusCode);
      // The known address already asked twice in this file's earlier tests.
      const allowed = email === vendor.email ? RESETS_PER_EMAIL - 2 : RESETS_PER_EMAIL;
      expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
      const refused = await from(address, email);
      expect([refused.statusCode, refused.json().message]).toEqual([429, RESET_MESSAGES.tooMany]);
    }
    const many: number[] = [];
    for (let i = 0; i <= RESETS_PER_CLIENT; i += 1) many.push((await from('203.0.113.3', `someone${i}@example.in`)).statusCode);
    expect(many).toEqual([...Array(RESETS_PER_CLIENT).fill(200), 429]);
  });
});
