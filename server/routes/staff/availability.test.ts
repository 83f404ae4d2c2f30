import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { AVAILABILITY_MESSAGES } from '@/entities/booking/model/availability-edit';
import { istInstant } from '@/entities/booking/model/booking-rules';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { useFixedDate } from '../../../test/utils/fake-date';
import { syncAvailability } from '../../booking/availability';
import { visitorBooking } from '../../booking/booking-fixtures';
import type { StaffRole } from '../../staff/actor';
import { verifyAuditChain } from '../../staff/audit-log';
import { addSignedInStaff } from '../../staff/staff-fixtures';
import { cookieFrom, describeDb, makeContentDir, sessionCsrfHeaders, useTestApp } from '../../test-helpers';

jest.setTimeout(120_000);

// Wednesday 25 November 2026, 09:00 IST: the demo availability is seeded on this day.
const NOW = new Date('2026-11-25T03:30:00Z');
const at = (day: string, clock: string) => istInstant(day, clock).toISOString();
const demoFile = JSON.parse(readFileSync(path.join(__dirname, '../../../content/consultation.json'), 'utf8')) as Record<string, unknown>;

describeDb('the availability desk API', () => {
  useFixedDate(NOW);
  const server = useTestApp();
  const db = () => server.app.database.db;
  const cookies: Partial<Record<StaffRole, string>> = {};

  const memberWithSession = async (email: string, role: StaffRole) =>
    (await addSignedInStaff(db(), { email, name: email.split('@')[0], role }, { now: NOW, lifetimeMs: 86_400_000 })).cookie;

  beforeAll(async () => {
    cookies.sales = await memberWithSession('asha@office.example.in', 'sales');
    cookies.admin = await memberWithSession('office@office.example.in', 'admin');
    cookies.tenders = await memberWithSession('ravi@office.example.in', 'tenders');
  });

  const request = (method: 'GET' | 'PATCH', who?: string, payload?: object) =>
    server.app.inject({ method, url: '/backend/api/staff/availability', headers: sessionCsrfHeaders(server.app, who), ...(payload ? { payload } : {}) });
  const read = async (who = cookies.sales) => (await request('GET', who)).json();
  /** The availability as read, changed by `change`, sent back on the version read. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits the answer's JSON freely
  const save = async (change: (edit: Record<string, any>) => void, who = cookies.sales) => {
    const { availability, version } = await read(who);
    const edit = { ...structuredClone(availability), version };
    change(edit);
    return request('PATCH', who, edit);
  };

  it('reads the seeded availability with its version; the content file is its source until the desk saves', async () => {
    const answer = await read();
    expect(answer).toMatchObject({ success: true, version: 1, source: 'content', editedBy: null });
    expect(answer.availability.places.nashik.weekly.mon).toEqual([['10:00', '13:00'], ['14:00', '18:30']]);
    // The demo's relative day off, made a date counted from the seeding day.
    expect(answer.availability.closed).toContainEqual({ day: '2026-11-29', places: ['shirdi'], reason: "The Shirdi designer's day off" });
    expect((await read(cookies.admin)).version).toBe(1);
  });

  it('refuses closing before opening, overlapping ranges, a range shorter than a slot, bad numbers and a new closed day in the past: nothing saved', async () => {
    const refused = await save((edit) => {
      edit.places.nashik.weekly.mon = [['18:00', '10:00']];
      edit.places.nashik.weekly.tue = [['10:00', '13:00'], ['12:00', '15:00']];
      edit.places.shirdi.weekly.tue = [['11:00', '11:30']];
      edit.places.video.slotMinutes = 5;
      edit.bookAheadDays = 0;
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: FORM_INVALID_MESSAGE });
    expect(refused.json().errors).toEqual({
      bookAheadDays: AVAILABILITY_MESSAGES.bookAheadDays,
      'nashik.mon': AVAILABILITY_MESSAGES.closesBeforeOpening('Nashik office, Monday 18:00-10:00'),
      'nashik.tue': AVAILABILITY_MESSAGES.overlap('10:00-13:00', '12:00-15:00'),
      'shirdi.tue': AVAILABILITY_MESSAGES.shorterThanSlot('Shirdi office, Tuesday 11:00-11:30', 60),
      'video.slotMinutes': AVAILABILITY_MESSAGES.slotMinutes,
    });
    const twice = await save((edit) => {
      edit.closed.push({ ...edit.closed[0] });
    });
    expect(twice.json().errors).toEqual({ closed: expect.stringContaining('is listed twice') });
    const badShape = await save((edit) => {
      edit.places.site.weekly.mon = [['9am', '1pm']];
    });
    expect(badShape.json().errors).toEqual({ 'site.mon': AVAILABILITY_MESSAGES.hoursFormat });
    const past = await save((edit) => {
      edit.closed.push({ day: '2026-11-20', places: [], reason: 'Too late' });
    });
    expect([past.statusCode, past.json().errors]).toEqual([400, { closed: AVAILABILITY_MESSAGES.closedPast('2026-11-20') }]);
    expect(await read()).toMatchObject({ version: 1, source: 'content' });
  });

  it('a change that leaves a booked slot outside keeps the booking and lists it; the free slots change at once; audited with what changed', async () => {
    const booked = await server.app.inject({ method: 'POST', url: '/backend/api/consultation/bookings', headers: server.csrf.headers, payload: visitorBooking('nashik', at('2026-11-30', '16:15'), 'Sunita Jadhav') });
    expect(booked.statusCode).toBe(201);
    const before = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=nashik&day=2026-11-30' });
    expect(before.json().slots.map((slot: { start: string }) => slot.start)).toContain(at('2026-11-30', '17:00'));

    // Mondays close at 16:00 now; a company holiday on 3 December; slots of 50 minutes leave minutes over.
    const saved = await save((edit) => {
      edit.places.nashik.weekly.mon = [['10:00', '13:00'], ['14:00', '16:00']];
      edit.closed.push({ day: '2026-12-03', places: [], reason: 'Company outing' });
      edit.places.video.slotMinutes = 50;
    });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json();
    expect(answer).toMatchObject({ success: true, message: AVAILABILITY_MESSAGES.saved, version: 2, source: 'desk', editedBy: 'asha@office.example.in' });
    expect(answer.affected).toEqual([{ id: booked.json().booking.id, place: 'nashik', start: at('2026-11-30', '16:15'), name: 'Sunita Jadhav', reason: 'outside-hours' }]);
    expect(answer.notes).toContain('Video call, Monday 09:30-20:00: the last 30 minutes fit no 50-minute slot and stay unbooked.');

    const still = await db().selectFrom('bookings').select(['status', 'slot_start']).where('id', '=', booked.json().booking.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'booked', slot_start: at('2026-11-30', '16:15') });

    const after = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=nashik&day=2026-11-30' });
    expect(after.json().slots.map((slot: { start: string }) => slot.start).at(-1)).toBe(at('2026-11-30', '14:45'));
    const holiday = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=video&day=2026-12-03' });
    expect(holiday.json().slots).toEqual([]);
    const video = await server.app.inject({ method: 'GET', url: '/backend/api/consultation/slots?place=video&day=2026-11-30' });
    expect(video.json().slots[1]).toEqual({ start: at('2026-11-30', '10:20'), end: at('2026-11-30', '11:10') });

    // A day off that catches the booking: listed as closed.
    const closing = await save((edit) => {
      edit.closed.push({ day: '2026-11-30', places: ['nashik'], reason: 'Designer on leave' });
      edit.places.nashik.weekly.mon = [['10:00', '13:00'], ['14:00', '18:30']];
    });
    expect(closing.json().affected).toEqual([expect.objectContaining({ name: 'Sunita Jadhav', reason: 'closed' })]);

    const audit = await db().selectFrom('audit_log').select(['action', 'subject', 'changes']).where('action', '=', 'availability.change').orderBy('id').execute();
    expect(audit).toHaveLength(2);
    expect(audit[0].subject).toBe('availability');
    expect(JSON.parse(audit[0].changes)).toEqual({
      'nashik.mon': { from: '10:00-13:00, 14:00-18:30', to: '10:00-13:00, 14:00-16:00' },
      'video.slotMinutes': { from: 30, to: 50 },
      closed: { from: [], to: ['2026-12-03 [] Company outing'] },
    });
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });

  it('a stale edit (a colleague saved meanwhile) is refused 409 with the availability as it now is', async () => {
    const mine = await read();
    const theirs = await save((edit) => {
      edit.minNoticeMinutes = 240;
    }, cookies.admin);
    expect(theirs.statusCode).toBe(200);
    const stale = await request('PATCH', cookies.sales, { ...mine.availability, version: mine.version, bookAheadDays: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: AVAILABILITY_MESSAGES.stale, current: { version: mine.version + 1, editedBy: 'office@office.example.in' } });
    expect(stale.json().current.availability).toMatchObject({ minNoticeMinutes: 240, bookAheadDays: 21 });
  });

  it('two saves on one version at the same moment: one is saved, the other refused 409', async () => {
    const { availability, version } = await read();
    const answers = await Promise.all([
      request('PATCH', cookies.sales, { ...availability, version, bookAheadDays: 28 }),
      request('PATCH', cookies.admin, { ...availability, version, bookAheadDays: 35 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json().availability.bookAheadDays;
    expect(await read()).toMatchObject({ version: version + 1, availability: { bookAheadDays: kept } });
  });

  it('a restart never puts the content file over the desk\'s edits, even a changed file', async () => {
    const before = await read();
    const changed = makeContentDir({ 'consultation.json': { ...demoFile, bookAheadDays: 7 } });
    try {
      expect(await syncAvailability(db(), path.join(__dirname, '../../../content'))).toBe('unchanged');
      expect(await syncAvailability(db(), changed)).toBe('kept-desk');
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
    expect(await read()).toEqual(before);
  });

  it('answers 401 to an anonymous visitor and a vendor, 403 to a tenders member', async () => {
    const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
    const routes = server.app.routeTable.filter((route) => route.url === '/backend/api/staff/availability' && !methods(route).includes('HEAD'));
    expect(routes.flatMap(methods).sort()).toEqual(['GET', 'PATCH']);
    await server.app.inject({
      method: 'POST',
      url: '/backend/login/userlogin',
      headers: server.csrf.headers,
      payload: { firstname: 'Vendor', lastname: 'Person', email: 'vendor@example.in', password: 'vendor-password-1' },
    });
    const login = await server.app.inject({ method: 'POST', url: '/backend/api/login', headers: server.csrf.headers, payload: { email: 'vendor@example.in', password: 'vendor-password-1' } });
    const vendor = `vk_session=${cookieFrom(login, 'vk_session')}`;
    const { availability, version } = await read();
    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? { ...availability, version } : undefined;
      const statuses = {
        anonymous: (await request(method, undefined, payload)).statusCode,
        vendor: (await request(method, vendor, payload)).statusCode,
        tenders: (await request(method, cookies.tenders, payload)).statusCode,
      };
      expect({ method, ...statuses }).toEqual({ method, anonymous: 401, vendor: 401, tenders: 403 });
    }
    expect((await read()).version).toBe(version);
  });
});

describeDb('the availability seeding rule', () => {
  const server = useTestApp();
  const db = () => server.app.database.db;

  it('the content file seeds the table once and, while nobody edited it in the desk, a changed file is applied at the next start', async () => {
    const first = await db().selectFrom('consultation_availability').select(['version', 'edited_by']).executeTakeFirstOrThrow();
    expect(first).toEqual({ version: 1, edited_by: null });
    expect(await syncAvailability(db(), path.join(__dirname, '../../../content'))).toBe('unchanged');
    const changed = makeContentDir({ 'consultation.json': { ...demoFile, bookAheadDays: 7 } });
    try {
      expect(await syncAvailability(db(), changed)).toBe('applied');
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
    const row = await db().selectFrom('consultation_availability').select(['version', 'rules']).executeTakeFirstOrThrow();
    expect([Number(row.version), JSON.parse(row.rules).bookAheadDays]).toEqual([2, 7]);
  });
});
