import { istInstant } from '@/entities/booking/model/booking-rules';
import { LINK_MESSAGES, SLOT_MESSAGES } from '@/entities/booking/model/booking-answers';
import { BOOKING_MESSAGES } from '@/entities/booking/model/booking.schema';
import { multipartBody, samplePdf, sampleExe } from '../../test/fixtures/submissions';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';
import { startTestSmtp, type TestSmtpServer } from '../lib/mail/test-smtp';
import { addSignedInStaff } from '../staff/staff-fixtures';
import { verifyAuditChain } from '../staff/audit-log';
import { describeDb, sessionCsrfHeaders, useTestApp } from '../test-helpers';

jest.setTimeout(120_000);

// Wednesday 25 November 2026, 09:00 IST: the demo availability is seeded on this day.
const NOW = new Date('2026-11-25T03:30:00Z');
const at = (day: string, clock: string) => istInstant(day, clock).toISOString();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

const booking = (start: string, extra: Record<string, unknown> = {}) => ({
  place: 'nashik',
  start,
  homeType: 'apartment',
  bhk: '2 BHK',
  areaSqft: '950',
  budgetBand: '5-10-lakh',
  rooms: 'living,kitchen',
  name: 'Sunita Jadhav',
  phone: '9822012345',
  email: 'sunita@example.in',
  estimate: '2 BHK, 950 sq ft, standard finish: ₹14.7–15.7 lakh',
  ...extra,
});

describeDb('the consultation booking API', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    jest.setSystemTime(NOW);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    jest.useRealTimers();
  });
  const server = useTestApp(() => ({
    config: { publicUrl: 'https://www.example.in', smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@example.in', to: 'office@example.in' } },
  }));
  const db = () => server.app.database.db;

  const bookJson = (payload: object) => server.app.inject({ method: 'POST', url: '/backend/api/consultation/bookings', payload, headers: server.csrf.headers });
  const bookMultipart = (fields: Record<string, string>, files = {}) => {
    const { body, contentType } = multipartBody(fields, files);
    return server.app.inject({ method: 'POST', url: '/backend/api/consultation/bookings', payload: body, headers: { ...server.csrf.headers, 'content-type': contentType } });
  };
  const write = (url: string, payload?: object) => server.app.inject({ method: 'POST', url, payload: payload ?? {}, headers: server.csrf.headers });

  it('lists the window\'s days and a day\'s free slots from the seeded availability', async () => {
    const days = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/days?place=shirdi' });
    expect(days.statusCode).toBe(200);
    expect(days.headers['cache-control']).toBe('no-store');
    const list = days.json().days as Array<{ day: string; free: number }>;
    expect(list[0].day).toBe('2026-11-25');
    expect(list).toHaveLength(22);
    // The demo's Shirdi day off, four days after seeding (a Sunday here: closed anyway), and Tuesdays open.
    expect(list.find((day) => day.day === '2026-12-01')?.free).toBe(6);

    const slots = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=nashik&day=2026-11-25' });
    // Today at 09:00: the two-hour notice leaves 11:30 as the first slot.
    expect(slots.json().slots[0]).toEqual({ start: at('2026-11-25', '11:30'), end: at('2026-11-25', '12:15') });
    expect((await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=mars&day=2026-11-25' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=nashik&day=2026-02-30' })).statusCode).toBe(400);
  });

  it('books a slot with a floor plan: confirmation with the invitation, the office told, the reminder queued for the day before, a lead', async () => {
    const response = await bookMultipart(booking(at('2026-11-26', '10:45')), { floorPlan: { filename: 'plan.png', contentType: 'image/png', data: PNG } });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.booking).toMatchObject({ place: 'nashik', start: at('2026-11-26', '10:45'), end: at('2026-11-26', '11:30'), status: 'booked' });
    expect(answer.booking.where).toContain('College Road, Nashik');
    expect(answer.manageToken).toMatch(/^[\w-]{43}$/);

    const row = await db().selectFrom('bookings').selectAll().where('id', '=', answer.booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ floor_plan_name: 'plan.png', floor_plan_type: 'image/png', rooms: 'living,kitchen', area_sqft: 950 });
    const lead = await db().selectFrom('leads').selectAll().where('kind', '=', 'booking').where('submission_id', '=', answer.booking.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Sunita Jadhav', status: 'new' });

    const mails = await db().selectFrom('mail_outbox').selectAll().where('submission_id', '=', answer.booking.id).orderBy('id').execute();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['booking-confirmation', 'sunita@example.in'],
      ['booking-office', null],
      ['booking-reminder', 'sunita@example.in'],
    ]);
    expect(mails[2].next_attempt_at).toBe(at('2026-11-25', '10:00') < NOW.toISOString() ? NOW.toISOString() : at('2026-11-25', '10:00'));
    const calendar = mails[0].calendar!;
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain('DTSTART:20261126T051500Z');
    expect(calendar).toContain('DTEND:20261126T060000Z');
    expect(calendar.replace(/\r\n /g, '')).toContain('LOCATION:Head Office\\, Nashik\\, Plot 14');
    expect(mails[0].body).toContain(`https://www.example.in/consultation/manage/${answer.manageToken}`);

    await server.app.mailOutbox.drain();
    await smtp.receivedCount(2);
    const toVisitor = smtp.received.find((mail) => mail.to.includes('sunita@example.in'))!;
    expect(toVisitor.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(smtp.received.some((mail) => mail.to.includes('office@example.in'))).toBe(true);
  });

  it('answers a booking made from a Marathi page in Marathi: the confirmation and its reminder in Marathi, the office told which language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/backend/api/consultation/bookings?lang=mr',
      payload: booking(at('2026-11-27', '11:30'), { name: 'सुनीता जाधव', email: 'sunita.mr@example.in' }),
      headers: server.csrf.headers,
    });
    expect(response.statusCode).toBe(201);
    const { booking: made } = response.json();
    const row = await db().selectFrom('bookings').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'सुनीता जाधव', language: 'mr' });
    const mails = await db().selectFrom('mail_outbox').selectAll().where('submission_id', '=', made.id).orderBy('id').execute();
    const [confirmation, office, reminder] = mails;
    expect(confirmation.kind).toBe('booking-confirmation');
    expect(confirmation.subject).toBe('तुमचा सल्ला बुक झाला आहे: शुक्रवार, 27/11/2026, 11:30 IST');
    expect(confirmation.body).toContain('प्रिय सुनीता जाधव,');
    expect(confirmation.body).toContain('आमच्यासोबत मोफत डिझाइन सल्ला बुक केल्याबद्दल धन्यवाद.');
    expect(confirmation.body).toContain('कुठे: नाशिक कार्यालय');
    expect(confirmation.body).not.toContain('Thank you for booking');
    expect(reminder.subject).toMatch(/^स्मरण: /);
    expect(office.kind).toBe('booking-office');
    expect(office.subject).toMatch(/\[Marathi\]$/);
    expect(office.body).toMatch(/^Language: +Marathi \(मराठी\), from a Marathi page$/m);
  });

  it('refuses a past slot, one outside hours, a closed day, a bad phone or e-mail, and a floor plan that is not one: nothing booked', async () => {
    const before = await db().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const past = await bookJson(booking(at('2026-11-24', '10:00')));
    expect([past.statusCode, past.json().errors]).toEqual([400, { start: SLOT_MESSAGES.past }]);
    const outside = await bookJson(booking(at('2026-11-26', '10:15')));
    expect(outside.json().errors).toEqual({ start: SLOT_MESSAGES['outside-hours'] });
    const closed = await bookJson(booking(at('2026-12-04', '10:00')));
    expect(closed.json().errors).toEqual({ start: SLOT_MESSAGES.closed });
    const contact = await bookJson(booking(at('2026-11-26', '14:00'), { phone: '12345', email: 'not-an-address' }));
    expect([contact.statusCode, contact.json().errors]).toEqual([400, { phone: BOOKING_MESSAGES.phone, email: BOOKING_MESSAGES.email }]);
    const site = await bookJson(booking(at('2026-11-27', '10:30'), { place: 'site' }));
    expect(site.json().errors).toEqual({ siteAddress: BOOKING_MESSAGES.siteAddress });
    const exe = await bookMultipart(booking(at('2026-11-26', '14:00')), { floorPlan: { filename: 'plan.pdf', data: sampleExe } });
    expect([exe.statusCode, exe.json().errors]).toEqual([415, { floorPlan: BOOKING_MESSAGES.floorPlanContent }]);
    const wrongType = await bookMultipart(booking(at('2026-11-26', '14:00')), { floorPlan: { filename: 'plan.docx', data: samplePdf } });
    expect([wrongType.statusCode, wrongType.json().errors]).toEqual([400, { floorPlan: BOOKING_MESSAGES.floorPlanType }]);
    const after = await db().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a floor plan of several megabytes, and refuses one over 10 MB at once by its length, in the file box\'s words', async () => {
    const plan = Buffer.concat([samplePdf, Buffer.alloc(3 * 1024 * 1024, 32)]);
    const taken = await bookMultipart(booking(at('2026-12-02', '14:45')), { floorPlan: { filename: 'plan.pdf', contentType: 'application/pdf', data: plan } });
    expect(taken.statusCode).toBe(201);
    const tooLarge = await bookMultipart(booking(at('2026-12-02', '17:00')), { floorPlan: { filename: 'plan.pdf', contentType: 'application/pdf', data: Buffer.concat([samplePdf, Buffer.alloc(11 * 1024 * 1024, 32)]) } });
    expect([tooLarge.statusCode, tooLarge.json().errors]).toEqual([413, { floorPlan: BOOKING_MESSAGES.floorPlanSize }]);
  });

  it('50 visitors choosing the same slot at once: exactly one booking, 49 told it was taken with the nearest free slots', async () => {
    const start = at('2026-11-27', '14:00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => bookJson(booking(start, { name: `Visitor ${index}`, email: `visitor${index}@example.in` }))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.message).toBe(SLOT_MESSAGES.taken);
    expect(refused.nearest.map((slot: { start: string }) => slot.start)).toEqual([at('2026-11-27', '12:15'), at('2026-11-27', '14:45'), at('2026-11-27', '15:30')].sort());
    const held = await db().selectFrom('bookings').select('id').where('place', '=', 'nashik').where('slot_start', '=', start).execute();
    expect(held).toHaveLength(1);
    const leads = await db().selectFrom('leads').select('id').where('kind', '=', 'booking').where('submission_id', '=', Number(held[0].id)).execute();
    expect(leads).toHaveLength(1);
  });

  it('the manage link: view, reschedule (a new link; the old one says it is stale), cancel (the link then says so)', async () => {
    const created = (await bookJson(booking(at('2026-11-30', '10:00')))).json();
    const first = created.manageToken as string;
    const view = await server.app.inject({ method: 'GET', url: `/backend/api/consultation/manage/${first}` });
    expect(view.json().booking).toMatchObject({ id: created.booking.id, start: at('2026-11-30', '10:00') });

    const taken = await write(`/backend/api/consultation/manage/${first}/reschedule`, { start: at('2026-11-26', '10:45') });
    expect([taken.statusCode, taken.json().message]).toEqual([409, SLOT_MESSAGES.taken]);

    const moved = await write(`/backend/api/consultation/manage/${first}/reschedule`, { start: at('2026-12-01', '11:30') });
    expect(moved.statusCode).toBe(200);
    const second = moved.json().manageToken as string;
    expect(second).not.toBe(first);
    const reminders = await db().selectFrom('mail_outbox').select(['next_attempt_at']).where('kind', '=', 'booking-reminder').where('submission_id', '=', created.booking.id).where('sent_at', 'is', null).execute();
    expect(reminders).toEqual([{ next_attempt_at: at('2026-11-30', '10:00') }]);

    const stale = await server.app.inject({ method: 'GET', url: `/backend/api/consultation/manage/${first}` });
    expect([stale.statusCode, stale.json()]).toEqual([410, { success: false, message: LINK_MESSAGES.replaced, state: 'replaced' }]);
    expect((await write(`/backend/api/consultation/manage/${first}/cancel`)).json().message).toBe(LINK_MESSAGES.replaced);

    const cancelled = await write(`/backend/api/consultation/manage/${second}/cancel`);
    expect([cancelled.statusCode, cancelled.json().booking.status]).toEqual([200, 'cancelled']);
    const used = await server.app.inject({ method: 'GET', url: `/backend/api/consultation/manage/${second}` });
    expect([used.statusCode, used.json().state]).toEqual([410, 'cancelled']);
    const unknown = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/manage/nothing-here' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, LINK_MESSAGES.unknown]);
    // The freed slot can be booked again.
    expect((await bookJson(booking(at('2026-12-01', '11:30'), { email: 'next@example.in' }))).statusCode).toBe(201);
  });

  it('staff see the day\'s and week\'s bookings, move and cancel one (the visitor told), mark one Done; audited', async () => {
    const { id: staffId, cookie } = await addSignedInStaff(db(), { email: 'asha@office.example.in', name: 'Asha', role: 'sales' }, { now: NOW, lifetimeMs: 7 * 86_400_000 });
    // The XSRF token is bound to the session cookies it travels with (plugins/csrf.ts).
    const headers = sessionCsrfHeaders(server.app, cookie);

    const day = await server.app.inject({ method: 'GET', url: '/backend/api/staff/bookings?from=2026-11-26&days=1&place=nashik', headers });
    expect(day.statusCode).toBe(200);
    const [visit] = day.json().bookings;
    expect(visit).toMatchObject({ start: at('2026-11-26', '10:45'), name: 'Sunita Jadhav', hasFloorPlan: true, version: 1 });
    const week = await server.app.inject({ method: 'GET', url: '/backend/api/staff/bookings?from=2026-11-25&days=7', headers });
    expect(week.json().bookings.length).toBeGreaterThanOrEqual(3);
    expect((await server.app.inject({ method: 'GET', url: `/backend/api/staff/bookings/${visit.id}/floor-plan`, headers })).rawPayload).toEqual(PNG);

    const patch = (id: number, payload: object) => server.app.inject({ method: 'PATCH', url: `/backend/api/staff/bookings/${id}`, payload, headers });
    const moved = await patch(visit.id, { action: 'move', start: at('2026-11-26', '15:30'), version: 1 });
    expect([moved.statusCode, moved.json().booking.start]).toEqual([200, at('2026-11-26', '15:30')]);
    const stale = await patch(visit.id, { action: 'cancel', version: 1 });
    expect([stale.statusCode, stale.json().booking.version]).toEqual([409, 2]);
    const early = await patch(visit.id, { action: 'done', version: 2 });
    expect(early.statusCode).toBe(409);
    const cancelled = await patch(visit.id, { action: 'cancel', version: 2 });
    expect(cancelled.json().booking.status).toBe('cancelled');
    const told = await db().selectFrom('mail_outbox').select(['kind', 'calendar']).where('submission_id', '=', visit.id).where('kind', '=', 'booking-change').orderBy('id').execute();
    expect(told.map((mail) => /METHOD:(\w+)/.exec(mail.calendar ?? '')?.[1])).toEqual(['REQUEST', 'CANCEL']);

    const later = new Date('2026-11-27T09:00:00Z');
    jest.setSystemTime(later);
    // The session (Asha's only one) stays live across the jump of the clock (it would be idle otherwise).
    await db().updateTable('staff_sessions').set({ last_seen_at: later.toISOString() }).where('staff_id', '=', staffId).execute();
    try {
      const [held] = (await server.app.inject({ method: 'GET', url: '/backend/api/staff/bookings?from=2026-11-27&days=1&place=nashik', headers })).json().bookings;
      const done = await patch(held.id, { action: 'done', version: held.version });
      expect(done.json().booking.status).toBe('done');
    } finally {
      jest.setSystemTime(NOW);
    }
    const audit = await db().selectFrom('audit_log').select(['action', 'subject']).where('subject', 'like', 'booking:%').orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['booking.move', 'booking.cancel', 'booking.done']);
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });
});
