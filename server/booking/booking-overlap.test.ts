import { istInstant, type Availability } from '@/entities/booking/model/booking-rules';
import { SLOT_MESSAGES } from '@/entities/booking/model/booking-answers';
import type { BookingPayload } from '@/entities/booking/model/booking.schema';
import { useFixedDate } from '../../test/utils/fake-date';
import { addSignedInStaff } from '../staff/staff-fixtures';
import { describeDb, sessionCsrfHeaders, useTestApp } from '../test-helpers';
import { availabilityInForce } from './availability';
import { visitorBooking } from './booking-fixtures';
import { createBooking } from './booking-service';

jest.setTimeout(120_000);

// Wednesday 25 November 2026, 09:00 IST: the demo availability is seeded on this day. Site visits are 90
// minutes, Monday, Wednesday, Friday and Saturday from 10:30.
const NOW = new Date('2026-11-25T03:30:00Z');
const at = (day: string, clock: string) => istInstant(day, clock).toISOString();

describeDb('booking intervals never overlap, whatever the slot length', () => {
  useFixedDate(NOW);
  const server = useTestApp({}, { each: true });
  const db = () => server.app.database.db;

  const book = (start: string, name: string) => server.app.inject({ method: 'POST', url: '/backend/api/consultation/bookings', payload: visitorBooking('site', start, name), headers: server.csrf.headers });
  const freeStarts = async (day: string) =>
    ((await server.app.inject({ method: 'GET', url: `/backend/api/consultation/slots?place=site&day=${day}` })).json().slots as Array<{ start: string }>).map((slot) => slot.start);

  const deskHeaders = async (email: string) =>
    sessionCsrfHeaders(server.app, (await addSignedInStaff(db(), { email, name: 'Desk', role: 'sales' }, { now: NOW, lifetimeMs: 86_400_000 })).cookie);

  /** The staff desk sets the site visit's length, as the office would. */
  const setSiteMinutes = async (minutes: number) => {
    const headers = await deskHeaders(`desk${minutes}@office.example.in`);
    const { availability, version } = (await server.app.inject({ method: 'GET', url: '/backend/api/staff/availability', headers })).json();
    availability.places.site.slotMinutes = minutes;
    const saved = await server.app.inject({ method: 'PATCH', url: '/backend/api/staff/availability', headers, payload: { ...availability, version } });
    expect(saved.statusCode).toBe(200);
  };

  it('a 60-minute visit at 11:30 is refused while a 90-minute one holds 10:30–12:00 (issue 42), as a taken slot is, and is not offered', async () => {
    expect((await book(at('2026-11-30', '10:30'), 'Sunita')).statusCode).toBe(201);
    await setSiteMinutes(60);

    const refused = await book(at('2026-11-30', '11:30'), 'Ravi');
    expect([refused.statusCode, refused.json().message, refused.json().errors]).toEqual([409, SLOT_MESSAGES.taken, { start: SLOT_MESSAGES.taken }]);
    expect(refused.json().nearest.map((slot: { start: string }) => slot.start)).not.toContain(at('2026-11-30', '11:30'));
    expect(await freeStarts('2026-11-30')).toEqual([at('2026-11-30', '12:30'), at('2026-11-30', '15:00'), at('2026-11-30', '16:00'), at('2026-11-30', '17:00')]);

    // Moving a booking into the 90-minute visit is refused the same way; moving it clear of it is not.
    const later = (await book(at('2026-11-30', '16:00'), 'Meera')).json().manageToken as string;
    const move = (start: string) => server.app.inject({ method: 'POST', url: `/backend/api/consultation/manage/${later}/reschedule`, payload: { start }, headers: server.csrf.headers });
    const intoIt = await move(at('2026-11-30', '11:30'));
    expect([intoIt.statusCode, intoIt.json().message]).toEqual([409, SLOT_MESSAGES.taken]);
    const moved = await move(at('2026-11-30', '12:30'));
    expect(moved.statusCode).toBe(200);
    const staffMove = await server.app.inject({
      method: 'PATCH',
      url: `/backend/api/staff/bookings/${moved.json().booking.id}`,
      payload: { action: 'move', start: at('2026-11-30', '11:30'), version: 2 },
      headers: await deskHeaders('asha@office.example.in'),
    });
    expect([staffMove.statusCode, staffMove.json().message]).toEqual([409, SLOT_MESSAGES.taken]);

    const held = await db().selectFrom('bookings').select(['slot_start', 'slot_end']).where('place', '=', 'site').where('status', '<>', 'cancelled').orderBy('slot_start').execute();
    expect(held).toEqual([
      { slot_start: at('2026-11-30', '10:30'), slot_end: at('2026-11-30', '12:00') },
      { slot_start: at('2026-11-30', '12:30'), slot_end: at('2026-11-30', '13:30') },
    ]);
  });

  it('intervals that only touch are allowed: 11:30–12:00 and 11:00–11:30 beside a visit that starts at 12:00', async () => {
    expect((await book(at('2026-12-02', '12:00'), 'Sunita')).statusCode).toBe(201);
    await setSiteMinutes(30);

    expect((await book(at('2026-12-02', '11:30'), 'Ravi')).statusCode).toBe(201);
    expect((await book(at('2026-12-02', '11:00'), 'Meera')).statusCode).toBe(201);
    expect((await book(at('2026-12-02', '12:30'), 'Kiran')).statusCode).toBe(409);
    // A cancelled booking holds nothing.
    const token = (await book(at('2026-12-02', '10:30'), 'Asha')).json().manageToken as string;
    expect((await server.app.inject({ method: 'POST', url: `/backend/api/consultation/manage/${token}/cancel`, payload: {}, headers: server.csrf.headers })).statusCode).toBe(200);
    expect(await freeStarts('2026-12-02')).toEqual([at('2026-12-02', '10:30'), ...['15:00', '15:30', '16:00', '16:30', '17:00', '17:30'].map((clock) => at('2026-12-02', clock))]);
  });

  it('two overlapping bookings at once, one read under 90-minute visits and one under 60 (a desk save between their reads): exactly one is kept', async () => {
    const stored = await availabilityInForce(db(), 'none');
    const withSiteMinutes = (minutes: number) => {
      const rules: Availability = structuredClone(stored.rules);
      rules.places.site.slotMinutes = minutes;
      return { availability: { ...stored, rules }, notify: false, publicUrl: null, now: NOW };
    };
    const payload = (start: string, name: string) => ({ ...visitorBooking('site', start, name), areaSqft: null, estimate: '' }) as BookingPayload;
    for (let round = 0; round < 5; round += 1) {
      const day = ['2026-11-30', '2026-12-02', '2026-12-05', '2026-12-07', '2026-12-09'][round];
      const outcomes = await Promise.allSettled([
        createBooking(db(), payload(at(day, '10:30'), `Long${round}`), null, withSiteMinutes(90)),
        createBooking(db(), payload(at(day, '11:30'), `Short${round}`), null, withSiteMinutes(60)),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
      expect((refused.reason as Error).message).toBe(SLOT_MESSAGES.taken);
    }
    const held = await db().selectFrom('bookings').select('id').where('place', '=', 'site').execute();
    expect(held).toHaveLength(5);
  });
});
