import {
  addDays,
  bookableDays,
  bookingWindow,
  formatSlot,
  freeSlots,
  istDay,
  istInstant,
  istTime,
  nearestFreeSlots,
  reminderAt,
  slotProblem,
  slotsOn,
  type Availability,
} from './booking-rules';
import { availabilityContentSchema, resolveAvailability } from './booking.schema';
import consultationContent from '../../../../content/consultation.json';

const weekdays = (intervals: Array<[string, string]>) => ({ mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals });

const AVAILABILITY: Availability = {
  bookAheadDays: 14,
  minNoticeMinutes: 120,
  places: {
    nashik: { slotMinutes: 45, weekly: { ...weekdays([['10:00', '13:00'], ['14:00', '16:00']]), sat: [['10:00', '12:00']] } },
    shirdi: { slotMinutes: 60, weekly: { tue: [['11:00', '13:00']] } },
    video: { slotMinutes: 30, weekly: { ...weekdays([['23:00', '23:59']]), sun: [['00:00', '01:00']] } },
    site: { slotMinutes: 90, weekly: weekdays([['10:30', '13:30']]) },
  },
  closed: [
    { day: '2026-11-27', places: [], reason: 'Holiday' },
    { day: '2026-11-30', places: ['shirdi', 'nashik'], reason: 'Day off' },
  ],
};

// Wednesday 25 November 2026, 09:00 IST.
const NOW = new Date('2026-11-25T03:30:00Z');

describe('booking slot rules', () => {
  it('India Standard Time is UTC+05:30 all year: no daylight-saving jump in March or November', () => {
    expect(istInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T04:30:00.000Z');
    expect(istInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T04:30:00.000Z');
    expect(istInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T04:30:00.000Z');
  });

  it('the edges of the IST day: 18:29:59 UTC is still the day, 18:30 UTC is the next one', () => {
    expect(istDay(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(istDay(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(istTime(new Date('2026-11-25T18:30:00Z'))).toBe('00:00');
    expect(istDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('lays slots from each interval\'s start and never lets one run past closing', () => {
    const slots = slotsOn(AVAILABILITY, 'nashik', '2026-11-26');
    expect(slots.map((slot) => istTime(slot.start))).toEqual(['10:00', '10:45', '11:30', '12:15', '14:00', '14:45']);
    // 12:15-13:00 fits, 15:30-16:15 would not: closing is 16:00.
    expect(slots.map((slot) => istTime(slot.end))).toEqual(['10:45', '11:30', '12:15', '13:00', '14:45', '15:30']);
    expect(slots.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === 45 * 60_000)).toBe(true);
  });

  it('a slot ending at 23:59 stops before midnight; one at 00:00 belongs to its own day', () => {
    expect(slotsOn(AVAILABILITY, 'video', '2026-11-26').map((slot) => istTime(slot.start))).toEqual(['23:00']);
    const sunday = slotsOn(AVAILABILITY, 'video', '2026-11-29');
    expect(sunday.map((slot) => slot.start)).toEqual(['2026-11-28T18:30:00.000Z', '2026-11-28T19:00:00.000Z']);
    expect(sunday.every((slot) => istDay(slot.start) === '2026-11-29')).toBe(true);
  });

  it('closed days: a holiday closes every place, a day off only the places named', () => {
    expect(slotsOn(AVAILABILITY, 'video', '2026-11-27')).toEqual([]);
    expect(slotsOn(AVAILABILITY, 'nashik', '2026-11-30')).toEqual([]);
    expect(slotsOn(AVAILABILITY, 'site', '2026-11-30')).toHaveLength(2);
    expect(slotsOn(AVAILABILITY, 'shirdi', '2026-11-26')).toEqual([]); // Thursday: Shirdi opens on Tuesdays only
    expect(slotsOn(AVAILABILITY, 'nashik', '2026-02-30')).toEqual([]);
  });

  it('free slots leave out the past, the notice period and the taken ones', () => {
    const later = new Date('2026-11-25T05:30:00Z'); // 11:00 IST: 13:00 is the earliest start
    const taken = new Set([istInstant('2026-11-25', '14:00').toISOString()]);
    expect(freeSlots(AVAILABILITY, 'nashik', '2026-11-25', later, taken).map((slot) => istTime(slot.start))).toEqual(['14:45']);
    expect(freeSlots(AVAILABILITY, 'nashik', '2026-11-24', later)).toEqual([]);
  });

  it('bookings open for bookAheadDays after today, and not beyond', () => {
    expect(bookingWindow(AVAILABILITY, NOW)).toEqual({ first: '2026-11-25', last: '2026-12-09' });
    expect(freeSlots(AVAILABILITY, 'nashik', '2026-12-09', NOW)).not.toEqual([]);
    expect(freeSlots(AVAILABILITY, 'nashik', '2026-12-10', NOW)).toEqual([]);
    const days = bookableDays(AVAILABILITY, 'nashik', NOW);
    expect(days).toHaveLength(15);
    expect(days.find((day) => day.day === '2026-11-27')).toEqual({ day: '2026-11-27', free: 0 });
  });

  it('names what is wrong with a slot asked for', () => {
    const at = (day: string, clock: string) => istInstant(day, clock).toISOString();
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-26', '10:45'), NOW)).toBeNull();
    expect(slotProblem(AVAILABILITY, 'nashik', 'tomorrow', NOW)).toBe('invalid');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-24', '10:00'), NOW)).toBe('past');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-25', '10:00'), NOW)).toBe('too-soon');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-12-14', '10:00'), NOW)).toBe('too-far');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-27', '10:00'), NOW)).toBe('closed');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-26', '10:15'), NOW)).toBe('outside-hours');
    expect(slotProblem(AVAILABILITY, 'nashik', at('2026-11-26', '19:00'), NOW)).toBe('outside-hours');
    // The same instant written with an offset is the same slot.
    expect(slotProblem(AVAILABILITY, 'nashik', '2026-11-26T10:45:00+05:30', NOW)).toBeNull();
  });

  it('offers the free slots nearest to a taken one, in time order', () => {
    const taken = new Set(['10:00', '11:30'].map((clock) => istInstant('2026-11-26', clock).toISOString()));
    const nearest = nearestFreeSlots(AVAILABILITY, 'nashik', istInstant('2026-11-26', '11:30').toISOString(), NOW, taken, 3);
    expect(nearest.map((slot) => `${istDay(slot.start)} ${istTime(slot.start)}`)).toEqual(['2026-11-26 10:45', '2026-11-26 12:15', '2026-11-26 14:00']);
  });

  it('the reminder goes at 10:00 IST the day before, or now when that has passed', () => {
    const start = istInstant('2026-11-28', '10:00').toISOString();
    expect(reminderAt(start, NOW).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    const soon = istInstant('2026-11-25', '15:00').toISOString();
    expect(reminderAt(soon, NOW)).toEqual(NOW);
  });

  it('writes a slot in IST whatever the machine\'s clock zone', () => {
    expect(formatSlot(istInstant('2026-11-26', '14:45').toISOString())).toBe('Thu, 26 Nov 2026, 2:45 pm IST');
    expect(formatSlot(istInstant('2026-11-26', '00:30').toISOString())).toBe('Thu, 26 Nov 2026, 12:30 am IST');
  });

  it('the demo availability in content/ is valid, and its relative days become dates from the seeding day', () => {
    const content = availabilityContentSchema.parse(consultationContent);
    const resolved = resolveAvailability(content, '2026-11-25');
    expect(resolved.closed[0]).toEqual({ day: '2026-11-29', places: ['shirdi'], reason: "The Shirdi designer's day off" });
    expect(resolved.closed.find((closed) => closed.reason === 'Republic Day')?.day).toBe('2027-01-26');
    // Whatever day it is seeded, the demo has free slots in the coming week at every place.
    for (const place of ['nashik', 'shirdi', 'video', 'site'] as const) {
      expect(bookableDays(resolved, place, NOW).slice(0, 8).some((day) => day.free > 0)).toBe(true);
    }
  });
});
