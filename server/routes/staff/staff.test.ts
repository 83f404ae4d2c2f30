import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import cookie from '@fastify/cookie';
import { STAFF_MESSAGES } from '../../../src/shared/contracts/staff';
import { tooManyAttemptsMessage } from '../../../src/shared/contracts/accounts';
import { MAX_FAILURES } from '../../accounts/login-throttle';
import { errorHandlerPlugin } from '../../plugins/errors';
import { cookieFrom, describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { addStaff, disableStaff } from '../../staff/accounts';
import { verifyAuditChain } from '../../staff/audit-log';
import { staffRoute } from '../../staff/guard';
import { STAFF_COOKIE } from '../../staff/sessions';
import { STAFF_BROWSER_COOKIE } from '../../accounts/known-browsers';
import { totpCode } from '../../staff/totp';
import { FAKE_DATE_ONLY } from '../../../test/utils/fake-date';

jest.setTimeout(60_000);


const START = new Date('2026-11-25T10:00:00Z').getTime();
const PASSWORD = 'marble inlay 1994 nashik';
const cli = { kind: 'cli', user: 'office' } as const;

describeDb('staff sign-in and sessions', () => {
  const server = useTestApp({}, { each: true });
  let clock = START;
  const setClock = (ms: number) => {
    clock = ms;
    jest.setSystemTime(clock);
  };
  beforeEach(() => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: START });
    clock = START;
  });
  afterEach(() => jest.useRealTimers());

  const db = () => server.app.database.db;
  const post = (url: string, payload?: object, extra: { cookie?: string; ip?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/backend/api/staff/${url}`,
      ...(payload ? { payload } : {}),
      remoteAddress: extra.ip,
      headers: sessionCsrfHeaders(server.app, extra.cookie),
    });
  const get = (url: string, cookieHeader?: string) => server.app.inject({ method: 'GET', url: `/backend/api/staff/${url}`, headers: cookieHeader ? { cookie: cookieHeader } : {} });
  const pair = (response: LightMyRequestResponse, name: string) => {
    const value = cookieFrom(response, name);
    return value ? `${name}=${value}` : undefined;
  };

  /** A member added by the command line and set up through the API; answers their TOTP secret. */
  async function setUpMember(email = 'asha@example.in', role: 'admin' | 'sales' | 'tenders' = 'sales'): Promise<string> {
    const { token } = await addStaff(db(), { email, name: 'Asha Deshmukh', role }, cli);
    const info = await get(`setup?token=${token}`);
    const { secret } = info.json().totp;
    const done = await post('setup', { token, password: PASSWORD, code: totpCode(secret, new Date()) });
    expect(done.statusCode).toBe(200);
    // The enrolment code's step is used: sign-ins in these tests start a minute later.
    setClock(clock + 60_000);
    return secret;
  }

  /** Both steps; `device`: the cookie of a browser the member signed in with before, sent with both. */
  async function signIn(email: string, password: string, code: string, ip?: string, device?: string) {
    const step = await post('login', { email, password }, { ip, cookie: device });
    if (step.statusCode !== 200) return step;
    return post('login/code', { code }, { cookie: [pair(step, 'vk_staff_login'), device].filter(Boolean).join('; '), ip });
  }

  describe('set-up from the one-time link', () => {
    it('shows who the link is for with a QR code and the secret, the same on a reload', async () => {
      const { token } = await addStaff(db(), { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'admin' }, cli);
      const first = await get(`setup?token=${token}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const body = first.json();
      expect(body).toEqual({
        success: true,
        staff: { email: 'asha@example.in', name: 'Asha Deshmukh' },
        totp: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), uri: expect.stringMatching(/^otpauth:\/\/totp\//), qrSvg: expect.stringMatching(/^<svg /) },
      });
      expect((await get(`setup?token=${token}`)).json().totp.secret).toBe(body.totp.secret);
      // Kept sealed, never as the secret itself.
      const stored = await db().selectFrom('staff_setup_tokens').select('totp_secret').executeTakeFirstOrThrow();
      expect(stored.totp_secret).not.toContain(body.totp.secret);
    });

    it('refuses a common password and a wrong code, then sets both; the link then says it was used', async () => {
      const { token } = await addStaff(db(), { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'admin' }, cli);
      const { secret } = (await get(`setup?token=${token}`)).json().totp;
      const common = await post('setup', { token, password: 'Qwertyuiop123', code: totpCode(secret, new Date()) });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors).toEqual({ password: STAFF_MESSAGES.passwordCommon });
      const short = await post('setup', { token, password: 'short', code: '123456' });
      expect(short.json().errors).toEqual({ password: STAFF_MESSAGES.passwordTooShort });
      const wrongCode = await post('setup', { token, password: PASSWORD, code: totpCode(secret, new Date(Date.now() + 120_000)) });
      expect(wrongCode.json().errors).toEqual({ code: STAFF_MESSAGES.setupCodeWrong });

      const done = await post('setup', { token, password: PASSWORD, code: totpCode(secret, new Date()) });
      expect(done.json()).toEqual({ success: true, message: STAFF_MESSAGES.setupDone });
      const member = await db().selectFrom('staff').selectAll().executeTakeFirstOrThrow();
      expect(member.password_hash).toMatch(/^scrypt\$/);
      expect(member.totp_secret).not.toContain(secret);

      expect((await get(`setup?token=${token}`)).statusCode).toBe(410);
      const again = await post('setup', { token, password: PASSWORD, code: totpCode(secret, new Date()) });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({ token: STAFF_MESSAGES.setupInvalid });
    });

    it('says an expired, unknown or missing link has expired or been used', async () => {
      const { token } = await addStaff(db(), { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'admin' }, cli);
      for (const url of ['setup', 'setup?token=nonsense', `setup?token=${'x'.repeat(300)}`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ success: false, message: STAFF_MESSAGES.setupInvalid });
      }
      setClock(START + 24 * 60 * 60 * 1000);
      expect((await get(`setup?token=${token}`)).statusCode).toBe(410);
    });
  });

  describe('two-step sign-in', () => {
    it('signs in with password then code: a new httpOnly, SameSite=Strict vk_staff cookie, and GET session says who', async () => {
      const secret = await setUpMember();
      const step = await post('login', { email: 'ASHA@example.in ', password: PASSWORD });
      expect(step.statusCode).toBe(200);
      expect(step.json()).toEqual({ success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' });
      expect(step.headers['cache-control']).toBe('no-store');
      const signedIn = await post('login/code', { code: totpCode(secret, new Date()) }, { cookie: pair(step, 'vk_staff_login') });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ success: true, message: STAFF_MESSAGES.signedIn, staff: { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'sales' } });
      const set = signedIn.cookies.find((entry) => entry.name === STAFF_COOKIE)!;
      expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(set.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash is stored.
      expect(JSON.stringify(await db().selectFrom('staff_sessions').selectAll().execute())).not.toContain(set.value);

      const session = await get('session', `${STAFF_COOKIE}=${set.value}`);
      expect(session.statusCode).toBe(200);
      expect(session.headers['cache-control']).toBe('no-store');
      expect(session.json()).toEqual({ success: true, staff: { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'sales' } });

      // The XSRF token is renewed with the session and tied to it: the one held before signing in writes nothing now.
      const renewed = cookieFrom(signedIn, 'XSRF-TOKEN')!;
      const signOut = (headers: Record<string, string>) => server.app.inject({ method: 'POST', url: '/backend/api/staff/logout', headers });
      const before = sessionCsrfHeaders(server.app);
      expect((await signOut({ cookie: `${before.cookie}; ${STAFF_COOKIE}=${set.value}`, 'x-xsrf-token': before['x-xsrf-token'] })).statusCode).toBe(403);
      expect(renewed).not.toBe(before['x-xsrf-token']);

      // Signing in again (here with the old cookie sent) gives a new id; the old one is over.
      setClock(clock + 60_000);
      const step2 = await post('login', { email: 'asha@example.in', password: PASSWORD });
      const again = await post('login/code', { code: totpCode(secret, new Date()) }, { cookie: [pair(step2, 'vk_staff_login'), `${STAFF_COOKIE}=${set.value}`].join('; ') });
      expect(cookieFrom(again, STAFF_COOKIE)).not.toBe(set.value);
      expect((await get('session', `${STAFF_COOKIE}=${set.value}`)).statusCode).toBe(401);
      // The token that came with the new session signs out of it.
      const token = cookieFrom(again, 'XSRF-TOKEN')!;
      const current = `${STAFF_COOKIE}=${cookieFrom(again, STAFF_COOKIE)}`;
      expect((await signOut({ cookie: `XSRF-TOKEN=${token}; ${current}`, 'x-xsrf-token': token })).statusCode).toBe(200);
    });

    it('gives one answer for an unknown address, a wrong password and a wrong code', async () => {
      const secret = await setUpMember();
      const code = totpCode(secret, new Date());
      const answers = [
        await signIn('nobody@example.in', PASSWORD, code),
        await signIn('asha@example.in', 'not the password at all', code),
        await signIn('asha@example.in', PASSWORD, code === '000000' ? '111111' : '000000'),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ success: false, message: STAFF_MESSAGES.signInFailed });
      }
    });

    it('takes each code once, and each password step for one code', async () => {
      const secret = await setUpMember();
      const code = totpCode(secret, new Date());
      expect((await signIn('asha@example.in', PASSWORD, code)).statusCode).toBe(200);
      expect((await signIn('asha@example.in', PASSWORD, code)).statusCode).toBe(401);

      const step = await post('login', { email: 'asha@example.in', password: PASSWORD });
      const stepCookie = pair(step, 'vk_staff_login');
      expect((await post('login/code', { code: '000001' }, { cookie: stepCookie })).statusCode).toBe(401);
      const replay = await post('login/code', { code: totpCode(secret, new Date(Date.now() + 30_000)) }, { cookie: stepCookie });
      expect(replay.json()).toEqual({ success: false, message: STAFF_MESSAGES.stepExpired });
    });

    it('ends the code step after five minutes', async () => {
      const secret = await setUpMember();
      const step = await post('login', { email: 'asha@example.in', password: PASSWORD });
      setClock(clock + 5 * 60 * 1000);
      const late = await post('login/code', { code: totpCode(secret, new Date()) }, { cookie: pair(step, 'vk_staff_login') });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe(STAFF_MESSAGES.stepExpired);
    });

    /** Every password-and-code attempt's answer, as a client sees it: status, body and Retry-After. */
    const answerOf = (response: LightMyRequestResponse) => [response.statusCode, response.json(), response.headers['retry-after'] ?? null];
    const failures = async (email: string, ip: string, count: number) => {
      const answers = [];
      for (let attempt = 0; attempt < count; attempt += 1) answers.push(answerOf(await signIn(email, 'wrong password here', '000000', ip)));
      return answers;
    };

    it('answers failures at a real member and at an unknown e-mail alike, past the threshold too (no lock that names accounts)', async () => {
      await setUpMember();
      const real = await failures('asha@example.in', '198.51.100.1', MAX_FAILURES + 1);
      const unknown = await failures('nobody@example.in', '198.51.100.2', MAX_FAILURES + 1);
      expect(real).toEqual(unknown);
      const refused = [401, { success: false, message: STAFF_MESSAGES.signInFailed }, null];
      expect(real.slice(0, MAX_FAILURES)).toEqual(Array(MAX_FAILURES).fill(refused));
      // Past the threshold, from that address: the password step's throttle, for either e-mail.
      expect(real[MAX_FAILURES]).toEqual([429, { success: false, message: tooManyAttemptsMessage(15 * 60 * 1000) }, String(15 * 60)]);
      // The member's row holds no lock for anyone to read.
      expect(await db().selectFrom('staff').select(['failed_attempts', 'locked_until']).executeTakeFirstOrThrow()).toEqual({ failed_attempts: 0, locked_until: null });
    });

    it('lets the member sign in with the password and code after failures from other addresses, and a known browser even through a flood', async () => {
      const secret = await setUpMember();
      await failures('asha@example.in', '198.51.100.7', MAX_FAILURES);
      const signedIn = await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '203.0.113.20');
      expect(signedIn.statusCode).toBe(200);
      const device = pair(signedIn, STAFF_BROWSER_COOKIE);
      expect(device).toBeDefined();

      // A flood from many addresses spends the e-mail's budget for browsers that never signed in as the member.
      for (let address = 10; address < 14; address += 1) await failures('asha@example.in', `198.51.100.${address}`, MAX_FAILURES);
      for (let address = 10; address < 14; address += 1) await failures('nobody@example.in', `198.51.100.${address}`, MAX_FAILURES);
      setClock(clock + 60_000);
      const newBrowser = answerOf(await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '203.0.113.21'));
      expect(newBrowser[0]).toBe(429);
      // Said the same of an unknown e-mail under the same flood.
      expect(answerOf(await signIn('nobody@example.in', PASSWORD, '000000', '203.0.113.22'))).toEqual(newBrowser);
      // The browser she signed in with before still gets through.
      const known = await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '203.0.113.21', device);
      expect(known.statusCode).toBe(200);
    });

    it('still stops a brute force from one address, a known browser or not', async () => {
      const secret = await setUpMember();
      const signedIn = await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '198.51.100.30');
      const device = pair(signedIn, STAFF_BROWSER_COOKIE);
      setClock(clock + 60_000);
      // One e-mail from one address: the sixth password step is refused, even with the right password.
      await failures('asha@example.in', '198.51.100.31', MAX_FAILURES);
      expect((await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '198.51.100.31', device)).statusCode).toBe(429);
      // Many e-mails from one address: refused past the address's budget.
      const spread = [];
      for (let index = 0; index < 20; index += 1) spread.push((await post('login', { email: `guess${index}@example.in`, password: 'x'.repeat(12) }, { ip: '198.51.100.32' })).statusCode);
      expect(spread).toEqual(Array(20).fill(200));
      expect((await post('login', { email: 'asha@example.in', password: PASSWORD }, { ip: '198.51.100.32', cookie: device })).statusCode).toBe(429);
    });

    it('refuses a disabled member with the same answer, and disabling ends their sessions', async () => {
      const secret = await setUpMember();
      const signedIn = await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()));
      const session = pair(signedIn, STAFF_COOKIE);
      expect((await get('session', session)).statusCode).toBe(200);
      await disableStaff(db(), 'asha@example.in', cli);
      expect((await get('session', session)).statusCode).toBe(401);
      setClock(clock + 60_000);
      expect((await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()))).json().message).toBe(STAFF_MESSAGES.signInFailed);
    });

    it('audits every sign-in, success and failure, with the address, and the chain holds', async () => {
      const secret = await setUpMember();
      await signIn('nobody@example.in', PASSWORD, '000000', '203.0.113.7');
      await signIn('asha@example.in', 'wrong password here', '000000', '203.0.113.8');
      const signedIn = await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date()), '203.0.113.9');
      await post('logout', undefined, { cookie: pair(signedIn, STAFF_COOKIE), ip: '203.0.113.9' });
      const entries = await db().selectFrom('audit_log').select(['action', 'subject', 'ip', 'actor', 'changes']).orderBy('id').execute();
      expect(entries.map(({ action, subject, ip }) => [action, subject, ip])).toEqual([
        ['staff.add', 'staff:asha@example.in', ''],
        ['staff.setup', 'staff:asha@example.in', '127.0.0.1'],
        ['staff.sign-in-failed', 'staff:nobody@example.in', '203.0.113.7'],
        ['staff.sign-in-failed', 'staff:asha@example.in', '203.0.113.8'],
        ['staff.sign-in', 'staff:asha@example.in', '203.0.113.9'],
        ['staff.sign-out', 'staff:asha@example.in', '203.0.113.9'],
      ]);
      expect(JSON.parse(entries[2].actor)).toEqual({ kind: 'anonymous' });
      expect(JSON.parse(entries[3].changes)).toEqual({});
      expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: 6 });
    });
  });

  describe('sessions', () => {
    it('end after 30 minutes without a request, and each request moves that on', async () => {
      const secret = await setUpMember();
      const session = pair(await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date())), STAFF_COOKIE);
      setClock(clock + 29 * 60 * 1000);
      expect((await get('session', session)).statusCode).toBe(200);
      setClock(clock + 29 * 60 * 1000);
      expect((await get('session', session)).statusCode).toBe(200);
      setClock(clock + 30 * 60 * 1000);
      expect((await get('session', session)).statusCode).toBe(401);
    });

    it('end 12 hours after sign-in however busy', async () => {
      const secret = await setUpMember();
      const signedInAt = clock;
      const session = pair(await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date())), STAFF_COOKIE);
      while (clock + 20 * 60 * 1000 < signedInAt + 12 * 60 * 60 * 1000) {
        setClock(clock + 20 * 60 * 1000);
        expect((await get('session', session)).statusCode).toBe(200);
      }
      setClock(signedInAt + 12 * 60 * 60 * 1000);
      expect((await get('session', session)).statusCode).toBe(401);
    });

    it('sign-out ends the session and clears the cookie', async () => {
      const secret = await setUpMember();
      const session = pair(await signIn('asha@example.in', PASSWORD, totpCode(secret, new Date())), STAFF_COOKIE);
      const out = await post('logout', undefined, { cookie: session });
      expect(out.json()).toEqual({ success: true, message: STAFF_MESSAGES.signedOut });
      expect(out.cookies.find((entry) => entry.name === STAFF_COOKIE)?.value).toBe('');
      expect((await get('session', session)).statusCode).toBe(401);
    });

    it('never takes a vendor session for a staff one', async () => {
      const vendorCookie = `vk_session=${'a'.repeat(43)}`;
      const answer = await get('session', vendorCookie);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: STAFF_MESSAGES.notSignedIn });
    });
  });
});

describeDb('the staff role guard', () => {
  const server = useTestApp({ seed: false });
  let guarded: FastifyInstance;
  beforeAll(async () => {
    // A route of each kind on the real database, as the desk's routes will declare them.
    guarded = Fastify();
    guarded.decorate('database', server.app.database);
    guarded.decorate('config', server.app.config);
    await guarded.register(cookie);
    await guarded.register(errorHandlerPlugin);
    guarded.get('/tenders-desk', staffRoute('tenders'), async (request) => ({ who: request.staff?.email }));
    guarded.get('/staff-admin', staffRoute('admin'), async (request) => ({ who: request.staff?.email }));
    await guarded.ready();
  });
  afterAll(() => guarded.close());

  async function sessionFor(role: 'admin' | 'sales' | 'tenders'): Promise<string> {
    const email = `${role}@example.in`;
    const { id } = await addStaff(server.app.database.db, { email, name: role, role }, cli);
    const value = `${role}-session-${'x'.repeat(30)}`;
    const { createHash } = await import('node:crypto');
    const now = new Date();
    await server.app.database.db
      .insertInto('staff_sessions')
      .values({
        id_hash: createHash('sha256').update(value).digest('hex'),
        staff_id: id,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    return `${STAFF_COOKIE}=${value}`;
  }

  it('answers 401 without a session, 403 to the wrong role, and lets the role (and admin) through', async () => {
    const [admin, sales, tenders] = [await sessionFor('admin'), await sessionFor('sales'), await sessionFor('tenders')];
    const status = async (url: string, cookieHeader?: string) =>
      (await guarded.inject({ method: 'GET', url, headers: cookieHeader ? { cookie: cookieHeader } : {} })).statusCode;
    expect(await status('/tenders-desk')).toBe(401);
    expect(await status('/tenders-desk', sales)).toBe(403);
    expect(await status('/tenders-desk', tenders)).toBe(200);
    expect(await status('/tenders-desk', admin)).toBe(200);
    expect(await status('/staff-admin', tenders)).toBe(403);
    expect(await status('/staff-admin', admin)).toBe(200);
    const refused = await guarded.inject({ method: 'GET', url: '/staff-admin', headers: { cookie: sales } });
    expect(refused.json()).toEqual({ success: false, message: STAFF_MESSAGES.wrongRole });
  });
});
