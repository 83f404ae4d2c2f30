import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb } from '../../test-helpers';
import type { SmtpConfig } from '../../config';
import { storeCareerApplication, storeEnquiry } from '../../leads/submission-store';
import { multipartBody, sampleCareerFields, samplePdf } from '../../../test/fixtures/submissions';
import { createOutboxWorker, enqueueMail, retryDelay } from './outbox';
import { freePort, startTestSmtp, type TestSmtpServer } from './test-smtp';

const smtpAt = (port: number): SmtpConfig => ({ host: '127.0.0.1', port, secure: false, from: 'website@vastukala.test', to: 'office@vastukala.test' });
const enquiry = { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Nashik', message: 'Modular kitchen' };

describe('retryDelay', () => {
  it('doubles from the base and stops at the ceiling', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 100, 500))).toEqual([100, 200, 400, 500]);
    expect(retryDelay(80, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describeDb('mail outbox', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer | null = null;

  beforeEach(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = null;
    await app.close();
  });

  const outboxRows = () => app.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('keeps the e-mail while the mail server is down, then delivers it once when it is up', async () => {
    const port = await freePort();
    const worker = createOutboxWorker({ db: app.database.db, smtp: smtpAt(port), pollMs: 20, retryBaseMs: 50, retryMaxMs: 200 });
    const id = await storeEnquiry(app.database.db, enquiry, { notify: true });

    await worker.drain();
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ submission_id: id, kind: 'enquiry', attempts: 1, sent_at: null, locked_until: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.parse(failed.created_at));
    // The submission itself was never at risk.
    expect(await app.database.db.selectFrom('enquiries').select('id').execute()).toEqual([{ id }]);

    smtp = await startTestSmtp(port);
    worker.start();
    await smtp.receivedCount(1);
    // Stopping waits for the send in progress, so the row is marked when it resolves.
    await worker.stop();
    expect((await outboxRows())[0].sent_at).not.toBeNull();
    // More looks at the outbox, each run to its end: nothing is sent twice.
    await worker.drain();
    await worker.drain();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['office@vastukala.test']);
    expect(mail.raw).toContain('Subject: New enquiry from Asha Patil');
    expect(mail.raw).toContain('Reply-To: asha@example.in');
    expect(mail.raw).toContain('Modular kitchen');
    const [sent] = await outboxRows();
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
  });

  it('does not retry before the backoff delay has passed', async () => {
    const port = await freePort();
    const worker = createOutboxWorker({ db: app.database.db, smtp: smtpAt(port), retryBaseMs: 60_000 });
    await storeEnquiry(app.database.db, enquiry, { notify: true });
    await worker.drain();
    smtp = await startTestSmtp(port);
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await outboxRows())[0].attempts).toBe(1);
    await worker.stop();
  });

  it('never sends a row another worker holds, and two workers send each row once', async () => {
    smtp = await startTestSmtp();
    for (let index = 0; index < 5; index += 1) await storeEnquiry(app.database.db, { ...enquiry, name: `Visitor ${index}` }, { notify: true });
    const first = createOutboxWorker({ db: app.database.db, smtp: smtpAt(smtp.port) });
    const second = createOutboxWorker({ db: app.database.db, smtp: smtpAt(smtp.port) });
    await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(smtp.received).toHaveLength(5);
    const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4].map((index) => `New enquiry from Visitor ${index}`));
  });

  it('attaches the resume to a career application e-mail', async () => {
    smtp = await startTestSmtp();
    await storeCareerApplication(
      app.database.db,
      {
        firstName: 'Meera',
        middleName: 'Sunil',
        lastName: 'Joshi',
        email: 'meera@example.in',
        phone: '9890011223',
        selectedPost: '3D Visualiser',
        currentLocation: 'Nashik',
        currentEmployer: 'Studio Nine',
        experience: '3',
        qualification: 'B.Arch',
      },
      { name: 'meera-joshi.pdf', type: 'application/pdf', data: samplePdf },
      { notify: true },
    );
    const worker = createOutboxWorker({ db: app.database.db, smtp: smtpAt(smtp.port) });
    await worker.drain();
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    const { raw } = smtp.received[0];
    expect(raw).toContain('X-Submission: career-application/1');
    expect(raw).toContain('Post Applied For:    3D Visualiser');
    expect(raw).toContain('filename=meera-joshi.pdf');
    expect(raw).toContain(samplePdf.toString('base64').slice(0, 40));
  });

  it('sends a row queued for later (a reminder) only once it is due, to its own recipient, with its invitation', async () => {
    smtp = await startTestSmtp();
    const now = new Date();
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    const calendar = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const mail = { kind: 'booking-reminder' as const, subject: 'Reminder', body: 'See you tomorrow', replyTo: null, to: 'visitor@example.in', calendar };
    await enqueueMail(app.database.db, 7, mail, now, later);
    const worker = createOutboxWorker({ db: app.database.db, smtp: smtpAt(smtp.port) });
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await outboxRows())[0]).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: later.toISOString(), recipient: 'visitor@example.in' });

    // The hour passes (the row is due): it goes out once.
    await app.database.db.updateTable('mail_outbox').set({ next_attempt_at: now.toISOString() }).execute();
    await worker.drain();
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['visitor@example.in']);
    expect(smtp.received[0].raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  });

  it('keeps no outbox rows when mail is off', async () => {
    await storeEnquiry(app.database.db, enquiry, { notify: false });
    expect(await outboxRows()).toEqual([]);
  });
});

describeDb('office e-mail from the running app', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  afterEach(async () => {
    await app.close();
    await smtp?.close();
  });

  it('e-mails the office for each submission when SMTP is configured, and stops on close', async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ seed: false, config: { smtp: smtpAt(smtp.port) } });
    const csrf = await csrfFor(app);
    const enquiryAnswer = await app.inject({
      method: 'POST',
      url: '/backend/enquiryform/submitForm',
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(enquiry),
    });
    expect(enquiryAnswer.statusCode).toBe(200);
    const { body, contentType } = multipartBody(
      sampleCareerFields,
      { resume: { filename: 'cv.pdf', data: samplePdf } },
    );
    const careerAnswer = await app.inject({ method: 'POST', url: '/backend/submit-careers', headers: { ...csrf.headers, 'content-type': contentType }, payload: body });
    expect(careerAnswer.statusCode).toBe(200);
    await smtp.receivedCount(2);
    const submissions = smtp.received.map((mail) => /X-Submission: (.*)/.exec(mail.raw)?.[1]?.trim()).sort();
    expect(submissions).toEqual(['career-application/1', 'enquiry/1']);
  });

  it('answers a submission without waiting for the mail server, even one that never replies', async () => {
    // A mail server that accepts the connection and then says nothing: a route that waited for it would hang.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    app = await buildTestApp({ seed: false, config: { smtp: smtpAt(port) } });
    const csrf = await csrfFor(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/backend/contactus/submitForm',
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Rohan', email: 'rohan@example.in', phone: '9822012345', message: '' }),
    });
    expect(answer.statusCode).toBe(200);
    const rows = await app.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact-message', sent_at: null });
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});
