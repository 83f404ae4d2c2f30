import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieFrom, describeDb, useTwoInstances, sessionCsrfHeaders } from './test-helpers';
import { assertDeployable, loadConfig } from './config';
import { startTestSmtp, type TestSmtpServer } from './lib/mail/test-smtp';
import { SESSION_COOKIE } from './routes/accounts/sessions';
import { MAX_FAILURES } from './routes/accounts/login-throttle';
import { BID_MESSAGES } from '@/entities/bid/model/bid';
import { BID_PATHS } from '@/entities/bid/model/bid.contract';
import { useFixedDate } from '../test/utils/fake-date';
import { addBidTender, addOpener, addVendor, armingShare, bidContentType, openerConfirms, PDF, sealedBid } from './bids/bid-fixtures';
import { addTenderCorrigendum } from './tenders/tender-service';

jest.setTimeout(60_000);

const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' };
const enquiry = (name: string) => ({ name, email: 'visitor@example.in', phone: '9876543210', message: 'Two instances' });

/**
 * Two instances of the host on one database, as behind a load balancer: each has its own connection
 * pool, limiters, hashing queue and mail worker; they share only the database and SESSION_SECRET.
 * Runs on SQLite (one file) and, in CI's PostgreSQL step, on one PostgreSQL database.
 */
describeDb('two instances on one database', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  const instances = useTwoInstances(() => ({
    seed: false,
    config: {
      writeRateLimit: 1000,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@example.in', to: 'office@example.in' },
    },
  }));
  // After the instances' own `afterAll`: their mail workers stop before the mail server does.
  afterAll(() => smtp?.close());

  const post = (app: FastifyInstance, url: string, payload: object, extra: { ip?: string; cookie?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: `/backend${url}`,
      payload,
      remoteAddress: extra.ip,
      headers: sessionCsrfHeaders(instances.a, extra.cookie),
    });
  const session = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/backend/api/session', headers: { cookie } });
  const sessionCookie = (response: LightMyRequestResponse) => `${SESSION_COOKIE}=${cookieFrom(response, SESSION_COOKIE)}`;

  it('accepts on one instance the CSRF token the other issued', async () => {
    const { b } = instances;
    const response = await post(b, '/enquiryform/submitForm', enquiry('csrf-check'), { ip: '198.51.100.1' });
    expect(response.statusCode).toBe(200);
  });

  it('carries a session across: logged in on one, known and logged out on the other', async () => {
    const { a, b } = instances;
    expect((await post(a, '/login/userlogin', vendor, { ip: '198.51.100.2' })).statusCode).toBe(201);
    const login = await post(a, '/api/login', { email: vendor.email, password: vendor.password }, { ip: '198.51.100.2' });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    expect((await session(b, cookie)).json()).toEqual({ success: true, user: { firstname: 'Asha', lastname: 'Deshmukh', email: vendor.email } });
    expect((await post(b, '/api/logout', {}, { cookie })).statusCode).toBe(200);
    expect((await session(a, cookie)).json()).toEqual({ success: true, user: null });
  });

  it('counts failed log-ins on both instances against one limit', async () => {
    const { a, b } = instances;
    const ip = '198.51.100.3';
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      expect((await post(instance, '/api/login', { email: vendor.email, password: `wrong-${attempt}` }, { ip })).statusCode).toBe(401);
    }
    expect((await post(a, '/api/login', { email: vendor.email, password: vendor.password }, { ip })).statusCode).toBe(429);
    expect((await post(b, '/api/login', { email: vendor.email, password: vendor.password }, { ip })).statusCode).toBe(429);
  });

  it('mails each submission once, with both instances sending from one outbox', async () => {
    const { a, b } = instances;
    const names = Array.from({ length: 12 }, (_, index) => `mail-once-${index}`);
    const answers = await Promise.all(names.map((name, index) => post(index % 2 === 0 ? a : b, '/enquiryform/submitForm', enquiry(name), { ip: '198.51.100.4' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // Both senders at once, each until nothing is due and its own send is done: a row either of them
    // (wrongly) sent twice has reached the mail server by then. No row is left waiting.
    await Promise.all([a.mailOutbox.drain(), b.mailOutbox.drain()]);
    expect(await a.database.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).toEqual([]);
    const subjects = smtp.received.filter((mail) => /mail-once-/.test(mail.raw)).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects).toHaveLength(names.length);
    expect(new Set(subjects).size).toBe(names.length);
  });
});

describeDb('one write budget across two instances', () => {
  const instances = useTwoInstances(() => ({ seed: false, config: { writeRateLimit: 4 } }));

  it('refuses the write past the budget, whichever instance gets it', async () => {
    const { a, b, csrf } = instances;
    const post = (app: FastifyInstance, name: string) =>
      app.inject({ method: 'POST', url: '/backend/enquiryform/submitForm', payload: enquiry(name), remoteAddress: '198.51.100.9', headers: csrf.headers });
    const codes = [];
    for (const [index, app] of [a, b, a, b, a, b].entries()) codes.push((await post(app, `budget-${index}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('a deployment on PostgreSQL', () => {
  it('refuses to start without SESSION_SECRET, naming what to set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://site@db.internal/site' });
    expect(config.sessionSecret).toBe('');
    expect(() => assertDeployable(config)).toThrow(/SESSION_SECRET is required when DATABASE_URL is PostgreSQL/);
    expect(() => assertDeployable(loadConfig({ DATABASE_URL: 'postgres://site@db.internal/site', SESSION_SECRET: 'shared' }))).not.toThrow();
  });
});

/**
 * Issue 23: a sealed bid's chunks, its opening key and the openers' pending confirmations live in the
 * database, so whatever instance a request reaches can carry the bid on.
 */
describeDb('a sealed bid across two instances', () => {
  const instances = useTwoInstances(() => ({ seed: false, config: { writeRateLimit: 1000 } }));
  const TENDER = 'VI/TN/2026/702';
  const technical = PDF('sealed across instances');

  useFixedDate(new Date('2026-12-01T06:00:00Z'));

  const headers = (cookie: string) => sessionCsrfHeaders(instances.a, cookie);
  const post = (app: FastifyInstance, url: string, cookie: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/backend${url}`, headers: headers(cookie), ...(payload ? { payload } : {}) });
  let sealTo: [string, string];
  const bid = async (app: FastifyInstance, cookie: string, amount: string) =>
    app.inject({
      method: 'POST',
      url: `/backend${BID_PATHS.submit(TENDER)}`,
      headers: { ...headers(cookie), 'content-type': bidContentType },
      payload: (await sealedBid(TENDER, sealTo, { amount, gstRate: 18, validityDays: 90, bidder: 'Deshmukh Fabricators' }, [{ field: 'files', name: 'technical.pdf', data: technical }])).body,
    });

  it('is sent through one instance, withdrawn, re-confirmed and opened through the other', async () => {
    const { a, b } = instances;
    const db = a.database.db;
    const anita = await addOpener(db, a.config.sessionSecret, 'anita@vastukala.in');
    const bhavesh = await addOpener(db, a.config.sessionSecret, 'bhavesh@vastukala.in');
    await addBidTender(db, TENDER, { deadline: '2026-12-10T15:00', opening: '2026-12-10T16:00' }, new Date(), [anita.id, bhavesh.id]);
    const vendor = await addVendor(db, 'asha@example.in', 'Deshmukh Fabricators', TENDER);

    expect((await post(a, BID_PATHS.arm(TENDER), anita.cookie, await armingShare(TENDER, 'anita keeps the first half'))).json().message).toBe(BID_MESSAGES.armedFirst);
    expect((await post(b, BID_PATHS.arm(TENDER), bhavesh.cookie, await armingShare(TENDER, 'bhavesh holds the other half'))).json().message).toBe(BID_MESSAGES.armedSecond);
    sealTo = (await b.inject({ method: 'GET', url: `/backend${BID_PATHS.mine(TENDER)}`, headers: headers(vendor.cookie) })).json().bid.sealTo.financial;

    expect((await bid(a, vendor.cookie, '990000')).statusCode).toBe(201);
    expect((await post(b, BID_PATHS.withdraw(TENDER), vendor.cookie)).json().message).toBe(BID_MESSAGES.withdrawn);
    const sent = await bid(a, vendor.cookie, '975000');
    expect(sent.statusCode).toBe(201);
    const receipt = sent.json().receipt;
    await addTenderCorrigendum(db, { kind: 'cli', user: 'office' }, { tenderNo: TENDER, text: 'Site visit moved.', newDeadline: '', date: '' });
    expect((await post(b, BID_PATHS.reconfirm(TENDER), vendor.cookie)).json().message).toBe(BID_MESSAGES.reconfirmed);

    jest.setSystemTime(new Date('2026-12-10T10:30:00Z'));
    await db.updateTable('staff_sessions').set({ last_seen_at: new Date().toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
    expect((await openerConfirms(b, headers(anita.cookie), TENDER, 'technical', anita, 'anita keeps the first half')).json().message).toBe(BID_MESSAGES.firstConfirmed);
    expect((await openerConfirms(a, headers(bhavesh.cookie), TENDER, 'technical', bhavesh, 'bhavesh holds the other half')).json().message).toBe(BID_MESSAGES.technicalOpened(1));
    const file = await b.inject({ method: 'GET', url: `/backend${BID_PATHS.file(TENDER, receipt.bidNumber, 'technical', 0)}`, headers: headers(anita.cookie) });
    expect(file.rawPayload.equals(technical)).toBe(true);
    expect((await post(a, BID_PATHS.evaluate(TENDER), anita.cookie, { bidNumber: receipt.bidNumber, decision: 'qualified', reason: 'Meets the criteria' })).statusCode).toBe(200);
    expect((await post(b, BID_PATHS.evaluationDone(TENDER), bhavesh.cookie)).statusCode).toBe(200);
    jest.setSystemTime(new Date('2026-12-10T10:31:00Z'));
    expect((await openerConfirms(a, headers(anita.cookie), TENDER, 'financial', anita, 'anita keeps the first half')).json().message).toBe(BID_MESSAGES.firstConfirmed);
    const opened = await openerConfirms(b, headers(bhavesh.cookie), TENDER, 'financial', bhavesh, 'bhavesh holds the other half');
    expect(opened.json().message).toBe(BID_MESSAGES.opened(1));
    expect(opened.json().record.bidders[0]).toMatchObject({ bidder: 'Deshmukh Fabricators', amountPaise: 97500000, rank: 'L1', financialMatches: true, flags: { notReconfirmed: false, hashMismatch: false } });
  });
});
