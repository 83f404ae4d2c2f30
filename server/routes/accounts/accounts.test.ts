import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { dayIn, shiftDay } from '@/entities/tender/model/tender-rules';
import { buildTestApp, cookieFrom, csrfFor, describeDb, makeContentDir, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { SESSION_COOKIE, tokenHash } from './sessions';
import { MAX_ACCOUNT_FAILURES, MAX_FAILURES } from '../../accounts/login-throttle';
import { VENDOR_BROWSER_COOKIE } from '../../accounts/known-browsers';
import * as passwords from '../../lib/password';
import { XSRF_COOKIE, XSRF_HEADER } from '../../plugins/csrf';
import { ACCOUNT_MESSAGES, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { startTestSmtp, type TestSmtpServer } from '../../lib/mail/test-smtp';

// Every log-in runs scrypt (about 100 ms alone, several times that on a busy machine).
jest.setTimeout(30_000);

const tender = (TenderNo: string, Published: boolean, id: number) => ({
  id,
  TenderNo,
  TenderDate: '2026-11-02',
  // Open for two months from whichever day the tests run: a registration needs an open tender.
  Expiry_Date: shiftDay(dayIn(new Date()), 60),
  CustomerID: 1,
  ProjectID: 1,
  Bill_To: 'Bill',
  Ship_To: 'Ship',
  Reference: 'Ref',
  Status: 'Open',
  Status1: '',
  Currency: 'INR',
  Sales_Agent: 'Agent',
  Discount_Type: 'Before Tax',
  Admin_Note: '',
  ShowQty: true,
  Created_by: 'Staff',
  BillingTypeID: 1,
  SaveAs: 'Final',
  Bank: '',
  Cash: 0,
  reminder: '',
  TotalTax: 0,
  TotalTaxPER: 0,
  TotalDicountPer: 0,
  TotalDicountAmont: 0,
  SubCostTotalAmont: 100,
  TenderTotalAmont: 100,
  AdjustmentCost: 0,
  Published,
});

const vendor = {
  firstname: 'Asha',
  lastname: 'Deshmukh',
  email: 'Asha.Deshmukh@Example.in',
  password: 'Tender#2026',
};

const registration = {
  vendorName: 'Asha Deshmukh',
  email: 'asha.deshmukh@example.in',
  mobileNumber: '9823045671',
  companyName: 'Deshmukh Fabricators',
  gstNumber: '27aapfu0939f1zv',
  panNumber: 'AAPFU0939F',
  udyamNumber: 'UDYAM-MH-26-0012345',
  tenderNo: 'VI/TN/2026/014',
};

describeDb('vendor accounts', () => {
  // The content folder is only read when each test's app seeds its fresh database.
  let contentDir: string;
  beforeAll(() => {
    contentDir = makeContentDir({ 'tenders.json': [tender('VI/TN/2026/014', true, 1), tender('VI/TN/2026/017', false, 2)] });
  });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ config: { contentDir } }), { each: true });

  const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/backend${url}`,
      payload: payload as object,
      remoteAddress: extra.ip,
      headers: sessionCsrfHeaders(server.app, extra.cookie),
    });

  const signUp = (body: object = vendor) => post('/login/userlogin', body);
  /** `browser`: the known-browser cookie pair of a browser that logged in before. */
  const logIn = (email: string, password: string, ip?: string, browser?: string) => post('/api/login', { email, password }, { ip, cookie: browser });
  const sessionCookie = (response: LightMyRequestResponse) => `${SESSION_COOKIE}=${cookieFrom(response, SESSION_COOKIE)}`;

  describe('sign-up (POST /login/userlogin)', () => {
    it('stores the vendor with a scrypt hash and no plaintext password anywhere', async () => {
      const response = await signUp();
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: expect.any(String) });

      const rows = await server.app.database.db.selectFrom('accounts').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.deshmukh@example.in' });
      expect(rows[0].password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(rows)).not.toContain(vendor.password);
    });

    it('answers an e-mail that already has an account exactly as a new one, after the same work, and leaves that account as it was', async () => {
      const hashing = jest.spyOn(passwords, 'hashPassword');
      try {
        const created = await signUp();
        const again = await signUp({ ...vendor, firstname: 'Mallory', email: '  ASHA.deshmukh@example.IN ', password: 'Another#2026' });
        expect(created.statusCode).toBe(201);
        expect({ status: again.statusCode, body: again.body, type: again.headers['content-type'], cache: again.headers['cache-control'] }).toEqual({
          status: created.statusCode,
          body: created.body,
          type: created.headers['content-type'],
          cache: created.headers['cache-control'],
        });
        expect(created.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.signUpSuccess });
        // The same work on both paths: the password is hashed even when no account is made with it.
        expect(hashing).toHaveBeenCalledTimes(2);
      } finally {
        hashing.mockRestore();
      }
      const rows = await server.app.database.db.selectFrom('accounts').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].firstname).toBe('Asha');
      expect((await logIn('asha.deshmukh@example.in', vendor.password)).statusCode).toBe(200);
      expect((await logIn('asha.deshmukh@example.in', 'Another#2026')).statusCode).toBe(401);
    });

    it('answers 400 with every field message for an invalid payload', async () => {
      const response = await signUp({ firstname: '  ', lastname: '', email: 'not-an-email', password: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        firstname: 'Name is required',
        lastname: 'Name is required',
        email: ' Email is required',
        password: 'Password must be at least 8 characters',
      });
    });

    it('refuses a write without the CSRF header', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/backend/login/userlogin', payload: vendor, headers: { cookie: server.csrf.cookie } });
      expect(response.statusCode).toBe(403);
      expect(await server.app.database.db.selectFrom('accounts').select('id').execute()).toHaveLength(0);
    });
  });

  describe('log-in (POST /api/login) and sessions', () => {
    beforeEach(async () => {
      expect((await signUp()).statusCode).toBe(201);
    });

    it('answers 200 with the user and an httpOnly, SameSite=Lax cookie for the whole site, backed by a hashed database row', async () => {
      const response = await logIn('asha.deshmukh@example.in', vendor.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: expect.any(String),
        user: { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.deshmukh@example.in' },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      // Path "/": page requests carry it too, so a page is rendered for the logged-in vendor (never cached).
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();

      const sessions = await server.app.database.db.selectFrom('sessions').selectAll().execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0].token_hash).toBe(tokenHash(cookie!.value));
      expect(sessions[0].token_hash).not.toBe(cookie!.value);
      expect(Date.parse(sessions[0].expires_at)).toBeGreaterThan(Date.now());
    });

    it('answers exactly the same 401 for an unknown e-mail and for a wrong password', async () => {
      const unknown = await logIn('nobody@example.in', vendor.password);
      const wrong = await logIn('asha.deshmukh@example.in', 'not-the-password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json()).toEqual({ success: false, message: 'Invalid email or password.' });
      expect(cookieFrom(wrong, SESSION_COOKIE)).toBeUndefined();
    });

    it('throttles repeated failures per e-mail and address with a 429, even for the right password', async () => {
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
        expect((await logIn('asha.deshmukh@example.in', `wrong-${attempt}`, '203.0.113.7')).statusCode).toBe(401);
      }
      const blocked = await logIn('asha.deshmukh@example.in', vendor.password, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many failed log-in attempts\. Please wait 15 minutes/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

      // Unknown e-mails are throttled the same way, so the 429 reveals nothing either.
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) await logIn('nobody@example.in', 'x', '203.0.113.7');
      expect((await logIn('nobody@example.in', 'x', '203.0.113.7')).statusCode).toBe(429);

      // Another address is not affected.
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.2')).statusCode).toBe(200);
    });

    it('forgets earlier failures after a successful log-in', async () => {
      for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt += 1) await logIn('asha.deshmukh@example.in', 'wrong', '203.0.113.9');
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '203.0.113.9')).statusCode).toBe(200);
      for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt += 1) await logIn('asha.deshmukh@example.in', 'wrong', '203.0.113.9');
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '203.0.113.9')).statusCode).toBe(200);
    });

    it('caps failed log-ins per account across addresses, known or unknown, and leaves other accounts alone', async () => {
      for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) {
        expect((await logIn('asha.deshmukh@example.in', `wrong-${attempt}`, `203.0.113.${attempt + 10}`)).statusCode).toBe(401);
      }
      const blocked = await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.77');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many failed log-in attempts/);
      for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) await logIn('nobody@example.in', 'x', `203.0.113.${attempt + 40}`);
      expect((await logIn('nobody@example.in', 'x', '198.51.100.78')).statusCode).toBe(429);
      await signUp({ ...vendor, email: 'ravi@example.in' });
      expect((await logIn('ravi@example.in', vendor.password, '203.0.113.10')).statusCode).toBe(200);
    });

    it('lets a browser that logged in as the vendor before through a flood from many addresses that keeps new browsers out', async () => {
      const before = await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.60');
      const browser = `${VENDOR_BROWSER_COOKIE}=${cookieFrom(before, VENDOR_BROWSER_COOKIE)}`;
      expect(before.cookies.find((cookie) => cookie.name === VENDOR_BROWSER_COOKIE)).toMatchObject({ httpOnly: true, path: '/backend/api/login' });
      for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) await logIn('asha.deshmukh@example.in', `wrong-${attempt}`, `203.0.113.${attempt + 10}`);
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.61')).statusCode).toBe(429);
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.61', browser)).statusCode).toBe(200);
      // A cookie made for one account is no key to another's budget, nor is a forged one.
      for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1) await logIn('nobody@example.in', 'x', `203.0.113.${attempt + 40}`);
      expect((await logIn('nobody@example.in', 'x', '198.51.100.62', browser)).statusCode).toBe(429);
      expect((await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.63', `${VENDOR_BROWSER_COOKIE}=forged.1.AAAA`)).statusCode).toBe(429);
    });

    it('renews the XSRF token at log-in and ties it to the session: a token from before, or from another session, writes nothing', async () => {
      const before = sessionCsrfHeaders(server.app);
      const login = await logIn('asha.deshmukh@example.in', vendor.password);
      const renewed = cookieFrom(login, XSRF_COOKIE);
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(before[XSRF_HEADER]);
      expect(login.cookies.find((cookie) => cookie.name === XSRF_COOKIE)).toMatchObject({ path: '/' });
      expect(login.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.httpOnly).toBeFalsy();
      const session = sessionCookie(login);
      const logOut = (token: string, cookies: string) =>
        server.app.inject({ method: 'POST', url: '/backend/api/logout', headers: { cookie: `${XSRF_COOKIE}=${token}; ${cookies}`, [XSRF_HEADER]: token } });

      // The token the browser held before logging in no longer writes in the session.
      expect((await logOut(before[XSRF_HEADER], session)).statusCode).toBe(403);
      // Nor does this session's token in another session.
      const other = sessionCookie(await logIn('asha.deshmukh@example.in', vendor.password, '198.51.100.5'));
      expect((await logOut(renewed!, other)).statusCode).toBe(403);
      expect(await server.app.database.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(2);

      // The renewed one does; log-out renews it again, for a browser without a session.
      const out = await logOut(renewed!, session);
      expect(out.statusCode).toBe(200);
      const afterLogOut = cookieFrom(out, XSRF_COOKIE);
      expect(afterLogOut).toBeDefined();
      expect(afterLogOut).not.toBe(renewed);
      const enquiry = await server.app.inject({
        method: 'POST',
        url: '/backend/enquiryform/submitForm',
        payload: { name: 'A', email: 'a@example.in', phone: '9876543210' },
        headers: { cookie: `${XSRF_COOKIE}=${afterLogOut}`, [XSRF_HEADER]: afterLogOut! },
      });
      expect(enquiry.statusCode).toBe(200);
    });

    it('answers 400 (not 401) for a body without credentials', async () => {
      const response = await post('/api/login', { email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['email', 'password']);
    });

    it('GET /api/session names the vendor while the session lives, and POST /api/logout ends it', async () => {
      const anonymous = await server.app.inject({ method: 'GET', url: '/backend/api/session' });
      expect(anonymous.json()).toEqual({ success: true, user: null });
      expect(anonymous.headers['cache-control']).toBe('no-store');

      const cookie = sessionCookie(await logIn('asha.deshmukh@example.in', vendor.password));
      const session = await server.app.inject({ method: 'GET', url: '/backend/api/session', headers: { cookie } });
      expect(session.json()).toEqual({ success: true, user: { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.deshmukh@example.in' } });

      const logout = await post('/api/logout', {}, { cookie });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect(await server.app.database.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(0);
      const after = await server.app.inject({ method: 'GET', url: '/backend/api/session', headers: { cookie } });
      expect(after.json()).toEqual({ success: true, user: null });
    });

    it('ends the session on a log-out sent as the client sends it: no body, no content type', async () => {
      const cookie = sessionCookie(await logIn('asha.deshmukh@example.in', vendor.password));
      const logout = await post('/api/logout', undefined, { cookie });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
      expect(cookieFrom(logout, SESSION_COOKIE)).toBe('');
      expect(await server.app.database.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(0);
    });

    it('ignores an expired session', async () => {
      const cookie = sessionCookie(await logIn('asha.deshmukh@example.in', vendor.password));
      await server.app.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      const session = await server.app.inject({ method: 'GET', url: '/backend/api/session', headers: { cookie } });
      expect(session.json().user).toBeNull();
    });

    it('refuses log-out and log-in without the CSRF header', async () => {
      const cookie = sessionCookie(await logIn('asha.deshmukh@example.in', vendor.password));
      const logout = await server.app.inject({ method: 'POST', url: '/backend/api/logout', headers: { cookie: `${server.csrf.cookie}; ${cookie}` } });
      expect(logout.statusCode).toBe(403);
      expect(await server.app.database.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(1);
      const login = await server.app.inject({
        method: 'POST',
        url: '/backend/api/login',
        payload: { email: vendor.email, password: vendor.password },
        headers: { cookie: server.csrf.cookie, 'x-xsrf-token': 'forged.token' },
      });
      expect(login.statusCode).toBe(403);
    });

    it('marks the cookie Secure when the site runs behind HTTPS', async () => {
      const secureApp = await buildTestApp({ config: { contentDir, secureCookies: true } });
      try {
        const secureCsrf = await csrfFor(secureApp);
        await secureApp.inject({ method: 'POST', url: '/backend/login/userlogin', payload: vendor, headers: secureCsrf.headers });
        const response = await secureApp.inject({
          method: 'POST',
          url: '/backend/api/login',
          payload: { email: vendor.email, password: vendor.password },
          headers: secureCsrf.headers,
        });
        expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      } finally {
        await secureApp.close();
      }
    });
  });

  describe('vendor registration (POST /api/vendors)', () => {
    let cookie: string;

    beforeEach(async () => {
      await signUp();
      cookie = sessionCookie(await logIn(vendor.email, vendor.password));
    });

    it('answers 401 without a session', async () => {
      const response = await post('/api/vendors', registration);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Please log in before registering as a vendor.' });
    });

    it('stores the registration, upper-cased, with the account and the tender number', async () => {
      const response = await post('/api/vendors', registration, { cookie });
      expect(response.statusCode).toBe(201);
      expect(response.json().success).toBe(true);
      const rows = await server.app.database.db
        .selectFrom('vendor_registrations')
        .innerJoin('accounts', 'accounts.id', 'vendor_registrations.account_id')
        .select(['accounts.email as account_email', 'tender_no', 'gst_number', 'pan_number', 'udyam_number', 'mobile_number', 'company_name'])
        .execute();
      expect(rows).toEqual([
        {
          account_email: 'asha.deshmukh@example.in',
          tender_no: 'VI/TN/2026/014',
          gst_number: '27AAPFU0939F1ZV',
          pan_number: 'AAPFU0939F',
          udyam_number: 'UDYAM-MH-26-0012345',
          mobile_number: '9823045671',
          company_name: 'Deshmukh Fabricators',
        },
      ]);
    });

    it('refuses a GSTIN with a wrong check character and one that does not hold the PAN', async () => {
      const badCheck = await post('/api/vendors', { ...registration, gstNumber: '22AAAAA0000A1Z5', panNumber: 'AAAAA0000A' }, { cookie });
      expect(badCheck.statusCode).toBe(400);
      expect(badCheck.json().errors.gstNumber).toMatch(/last character does not match/);

      const otherPan = await post('/api/vendors', { ...registration, panNumber: 'ABCDE1234F' }, { cookie });
      expect(otherPan.statusCode).toBe(400);
      expect(otherPan.json().errors).toEqual({ gstNumber: 'Characters 3 to 12 of the GSTIN must be the PAN given below' });
      expect(await server.app.database.db.selectFrom('vendor_registrations').select('id').execute()).toHaveLength(0);
    });

    it('answers 400 with a message for every missing field', async () => {
      const response = await post('/api/vendors', {}, { cookie });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(
        ['companyName', 'email', 'gstNumber', 'mobileNumber', 'panNumber', 'udyamNumber', 'vendorName'].sort(),
      );
    });

    it('refuses an unpublished or unknown tender, and a second registration for the same tender', async () => {
      const hidden = await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/017' }, { cookie });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message).toBe(VENDOR_MESSAGES.tenderNotOpen);

      expect((await post('/api/vendors', registration, { cookie })).statusCode).toBe(201);
      const again = await post('/api/vendors', registration, { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already registered for this tender.');
    });

    it('accepts a registration without a tender', async () => {
      const response = await post('/api/vendors', { ...registration, tenderNo: undefined }, { cookie });
      expect(response.statusCode).toBe(201);
      const row = await server.app.database.db.selectFrom('vendor_registrations').select('tender_no').executeTakeFirstOrThrow();
      expect(row.tender_no).toBe('');
    });
  });
});

describe('logging', () => {
  it('never writes a password or a session token to the log, even at trace level', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../../app');
    const app = await buildApp({
      seed: false,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
      config: { databaseUrl: 'sqlite::memory:', sessionSecret: 'log-test-secret', writeRateLimit: 1000 },
    });
    try {
      const csrf = await csrfFor(app);
      const password = 'Very-Secret-Passw0rd';
      await app.inject({ method: 'POST', url: '/backend/login/userlogin', payload: { ...vendor, password }, headers: csrf.headers });
      await app.inject({ method: 'POST', url: '/backend/api/login', payload: { email: vendor.email, password: 'wrong-Passw0rd' }, headers: csrf.headers });
      const ok = await app.inject({ method: 'POST', url: '/backend/api/login', payload: { email: vendor.email, password }, headers: csrf.headers });
      const token = cookieFrom(ok, SESSION_COOKIE)!;
      await app.inject({ method: 'GET', url: '/backend/api/session', headers: { cookie: `${SESSION_COOKIE}=${token}` } });

      const log = lines.join('');
      expect(log).toContain('/backend/api/login');
      expect(log).not.toContain(password);
      expect(log).not.toContain('wrong-Passw0rd');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});

describeDb('sign-up tells the address, not the visitor', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  const server = useTestApp(() => ({
    seed: false,
    config: { smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'website@example.in', to: 'office@example.in' }, publicUrl: 'https://www.vastukala.example' },
  }));

  it('e-mails a new account a welcome and an existing account a notice, through the outbox, and answers both the same', async () => {
    const signUp = (body: object) =>
      server.app.inject({ method: 'POST', url: '/backend/login/userlogin', payload: body, headers: server.csrf.headers });
    const created = await signUp(vendor);
    const again = await signUp({ ...vendor, firstname: 'Mallory', password: 'Another#2026' });
    expect([again.statusCode, again.body]).toEqual([created.statusCode, created.body]);

    const rows = await server.app.database.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'subject', 'body']).orderBy('id').execute();
    expect(rows.map(({ kind, recipient, subject }) => ({ kind, recipient, subject }))).toEqual([
      { kind: 'vendor-account', recipient: 'asha.deshmukh@example.in', subject: 'Your vendor account is ready' },
      { kind: 'vendor-account', recipient: 'asha.deshmukh@example.in', subject: 'Someone tried to sign up with your e-mail address' },
    ]);
    // The owner is greeted by the name on the account, not the one the stranger typed.
    expect(rows[1].body).toContain('Hello Asha,');
    expect(rows[1].body).not.toContain('Mallory');
    expect(rows[1].body).toContain('https://www.vastukala.example/tender/login');

    await server.app.mailOutbox.drain();
    await smtp.receivedCount(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['asha.deshmukh@example.in'], ['asha.deshmukh@example.in']]);
  });
});
