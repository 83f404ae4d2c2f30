import { JSDOM } from 'jsdom';
import { QUESTION_MESSAGES } from '@/entities/tender/model/tender-question';
import type { StaffQuestion } from '@/entities/tender/model/tender-question.contract';
import type { PublicQuestionsAnswer } from '@/entities/tender/model/tender-reads.contract';
import { cookieFrom, describeDb, useTestApp, sessionCsrfHeaders } from '../test-helpers';
import { SESSION_COOKIE } from '../routes/accounts/sessions';
import { addSignedInStaff } from '../staff/staff-fixtures';
import type { StaffRole } from '../staff/actor';
import { verifyAuditChain } from '../staff/audit-log';
import { createTender } from './tender-service';
import { QUESTIONS_PER_DAY } from './questions';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';

jest.setTimeout(60_000);

const cli = { kind: 'cli', user: 'office' } as const;
/** 11:30 in Nashik on 1 December 2026: the pre-bid day of OPEN_NO, the day after LATE_NO's. */
const START = Date.parse('2026-12-01T06:00:00Z');
const OPEN_NO = 'VI/TN/2026/601';
const LATE_NO = 'VI/TN/2026/602';
const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.questions@example.in', password: 'Tender#2026' };
const ATOM = 'http://www.w3.org/2005/Atom';

describeDb('pre-bid questions', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  const staff: Partial<Record<StaffRole, string>> = {};
  let vendorCookie = '';

  const staffSession = async (role: StaffRole) =>
    (await addSignedInStaff(db(), { email: `${role}.q@vastukala.in`, name: `The ${role} member`, role }, { lifetimeMs: 86_400_000 })).cookie;

  // The XSRF token is tied to the session cookies it travels with (plugins/csrf.ts).
  const headers = (cookie = '') => sessionCsrfHeaders(server.app, cookie || undefined);
  const post = (url: string, payload: object, cookie = '') => server.app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: headers(cookie) });
  const get = (url: string, cookie = '') => server.app.inject({ method: 'GET', url: `/backend${url}`, headers: headers(cookie) });
  const ask = (tenderNo: string, question: string, cookie = vendorCookie) => post('/api/tenders/questions', { tenderNo, question }, cookie);
  const published = async (tenderNo: string) => (await get(`/api/tenders/questions?tenderNo=${encodeURIComponent(tenderNo)}`)).json<PublicQuestionsAnswer>().questions;
  const deskList = async (query = '', who = staff.tenders) => (await get(`/api/staff/tender-questions${query}`, who)).json<{ questions: StaffQuestion[] }>().questions;
  const setClock = (ms: number) => jest.setSystemTime(ms);

  beforeAll(async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: START });
    for (const [TenderNo, PreBid_Date] of [
      [OPEN_NO, '2026-12-01'],
      [LATE_NO, '2026-11-30'],
    ]) {
      await createTender(db(), cli, {
        values: { TenderNo, TenderDate: '2026-11-20', Expiry_Date: '2027-01-15', PreBid_Date, Reference: `False ceiling ${TenderNo}`, CustomerID: 4, ProjectID: 2, BillingTypeID: 1, TenderTotalAmont: 118000 },
      });
    }
    await server.app.contentChanges.check();
    for (const role of ['tenders', 'admin', 'sales'] as const) staff[role] = await staffSession(role);
    expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
    await logIn();
  });
  /** A vendor session lasts 12 hours: a test that moves the clock past that logs in again. */
  async function logIn() {
    const login = await post('/api/login', { email: vendor.email, password: vendor.password });
    vendorCookie = `${SESSION_COOKIE}=${cookieFrom(login, SESSION_COOKIE)}`;
  }
  beforeEach(() => setClock(START));
  afterAll(() => jest.useRealTimers());

  it('takes a logged-in vendor’s question until the end of the pre-bid day in Nashik, and refuses the rest clearly', async () => {
    expect((await ask(OPEN_NO, 'Is the gypsum board 12.5 mm?', '')).json()).toMatchObject({ success: false, message: QUESTION_MESSAGES.loginFirst });
    const accepted = await ask(OPEN_NO, '  Is the gypsum board 12.5 mm?  ');
    expect([accepted.statusCode, accepted.json().message]).toEqual([201, QUESTION_MESSAGES.asked]);

    const late = await ask(LATE_NO, 'Can we visit the site?');
    expect([late.statusCode, late.json().message]).toEqual([409, QUESTION_MESSAGES.closed]);
    expect((await ask('VI/TN/2026/999', 'Anything?')).statusCode).toBe(404);
    const empty = await ask(OPEN_NO, '   ');
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { question: QUESTION_MESSAGES.questionRequired }]);
    expect((await ask(OPEN_NO, 'x'.repeat(1001))).statusCode).toBe(400);

    // 23:59:59 in Nashik is still the pre-bid day; midnight is not.
    setClock(Date.parse('2026-12-01T18:29:59Z'));
    await logIn();
    expect((await ask(OPEN_NO, 'Last one: is the grid galvanised?')).statusCode).toBe(201);
    setClock(Date.parse('2026-12-01T18:30:00Z'));
    expect((await ask(OPEN_NO, 'Too late?')).statusCode).toBe(409);

    setClock(START);
    await logIn();
    const stored = await db().selectFrom('tender_questions').select(['tender_no', 'question']).orderBy('id').execute();
    expect(stored).toEqual([
      { tender_no: OPEN_NO, question: 'Is the gypsum board 12.5 mm?' },
      { tender_no: OPEN_NO, question: 'Last one: is the grid galvanised?' },
    ]);
  });

  it('limits a vendor to a number of questions a day', async () => {
    const account = await db().selectFrom('accounts').select('id').where('email', '=', vendor.email).executeTakeFirstOrThrow();
    const count = await db().selectFrom('tender_questions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = QUESTIONS_PER_DAY - Number(count.n);
    await db()
      .insertInto('tender_questions')
      .values(Array.from({ length: missing }, (_, i) => ({ tender_no: OPEN_NO, account_id: account.id, question: `Filler ${i}`, asked_at: new Date(START - 1000).toISOString() })))
      .execute();
    const refused = await ask(OPEN_NO, 'One more?');
    expect([refused.statusCode, refused.json().message]).toEqual([429, QUESTION_MESSAGES.tooMany]);
    await db().deleteFrom('tender_questions').where('question', 'like', 'Filler %').execute();
  });

  it('shows staff of the tenders team the questions with their askers, and no one else', async () => {
    expect((await get('/api/staff/tender-questions', staff.sales)).statusCode).toBe(403);
    expect((await get('/api/staff/tender-questions', vendorCookie)).statusCode).toBe(401);
    const questions = await deskList(`?tenderNo=${encodeURIComponent(OPEN_NO)}&unanswered=1`);
    expect(questions.map((q) => [q.question, q.askedBy, q.answer])).toEqual([
      ['Last one: is the grid galvanised?', { name: 'Asha Deshmukh', email: vendor.email }, null],
      ['Is the gypsum board 12.5 mm?', { name: 'Asha Deshmukh', email: vendor.email }, null],
    ]);
    expect(await deskList('', staff.admin)).toHaveLength(2);
    expect(await published(OPEN_NO)).toEqual([]);
  });

  it('publishes an answer, audited, on the tender page and in the feed, never with the asker; unpublishing takes it off', async () => {
    const [, first] = await deskList(`?tenderNo=${encodeURIComponent(OPEN_NO)}`);
    const url = `/api/staff/tender-questions/${first.id}/answer`;
    expect((await post(url, { answer: 'Yes, 12.5 mm.' }, staff.sales)).statusCode).toBe(403);
    const bad = await post(url, { answer: ' ' }, staff.tenders);
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { answer: QUESTION_MESSAGES.answerRequired }]);
    expect((await post('/api/staff/tender-questions/99999/answer', { answer: 'Yes.' }, staff.tenders)).statusCode).toBe(404);

    const answered = await post(url, { answer: 'Yes, 12.5 mm moisture-resistant board.', published: true }, staff.tenders);
    expect([answered.statusCode, answered.json().message]).toEqual([200, QUESTION_MESSAGES.published]);

    const onPage = await get(`/api/tenders/questions?tenderNo=${encodeURIComponent(OPEN_NO)}`);
    expect(onPage.json<PublicQuestionsAnswer>().questions).toEqual([
      { id: first.id, question: 'Is the gypsum board 12.5 mm?', answer: 'Yes, 12.5 mm moisture-resistant board.', askedAt: expect.any(String), answeredAt: new Date(START).toISOString() },
    ]);
    expect(onPage.body).not.toMatch(/Asha|Deshmukh|asha\.questions/);

    const feed = await get('/api/tenders/feed.atom');
    const entries = [...new JSDOM(feed.body, { contentType: 'application/xml' }).window.document.getElementsByTagNameNS(ATOM, 'entry')];
    const entry = entries.find((item) => item.getElementsByTagNameNS(ATOM, 'title')[0].textContent === `Pre-bid answer on tender ${OPEN_NO}`);
    expect(entry?.getElementsByTagNameNS(ATOM, 'summary')[0].textContent).toBe('Q: Is the gypsum board 12.5 mm?\nA: Yes, 12.5 mm moisture-resistant board.');
    expect(feed.body).not.toMatch(/Asha|Deshmukh|asha\.questions/);

    const audit = await db().selectFrom('audit_log').select(['action', 'subject', 'changes']).where('action', '=', 'tender.question-answer').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].subject).toBe(`tender:${OPEN_NO}`);
    expect(JSON.parse(String(audit[0].changes))).toMatchObject({ answer: { from: null, to: 'Yes, 12.5 mm moisture-resistant board.' }, published: { from: false, to: true } });

    // The same answer again changes nothing and audits nothing.
    expect((await post(url, { answer: 'Yes, 12.5 mm moisture-resistant board.', published: true }, staff.tenders)).statusCode).toBe(200);
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'tender.question-answer').execute()).toHaveLength(1);

    const hidden = await post(url, { answer: 'Yes, 12.5 mm moisture-resistant board.', published: false }, staff.admin);
    expect([hidden.statusCode, hidden.json().message]).toEqual([200, QUESTION_MESSAGES.answered]);
    expect(await published(OPEN_NO)).toEqual([]);
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });
});
