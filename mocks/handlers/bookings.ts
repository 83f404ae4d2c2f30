import { HttpResponse, type RequestHandler } from 'msw';
import {
  bookEndpoint,
  bookingDaysRead,
  bookingSchema,
  bookingSlotsRead,
  cancelBookingEndpoint,
  manageBookingRead,
  rescheduleBookingEndpoint,
  staffBookingChangeEndpoint,
  staffBookingsRead,
  BOOKING_ANSWERS,
  istDay,
  LINK_MESSAGES,
  type BookingView,
  type StaffBooking,
} from '@/entities/booking';
import { mockEndpoint } from '../contract-handler';
import { readForm } from '../request-body';
import { mockStaffMember } from './staff';
import { availabilityHandlers } from './availability';
import { DEMO_FREE_SLOTS, demoFreeDays } from '../fixtures/bookings';
import type { WriteAnswer } from '@/shared/contracts/endpoint';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';

/**
 * The booking API's handlers, at the contract's paths and typed by its answers: the free days and slots are
 * the fixture's (`mocks/fixtures/bookings.ts`), and the bookings made are kept in memory while the mock runs so
 * the manage link and the desk read them back. Which slots are free, and the refusals (a slot not allowed or
 * taken meanwhile, a stale version), are the server's rules, tested there; a screen test that needs one answers
 * it with `server.use(...)`.
 */
const held = new Map<string, BookingView>();
const tokens = new Map<string, number>();
let nextId = 1;

const isPlace = (value: string | null): value is BookingView['place'] => value === 'nashik' || value === 'shirdi' || value === 'video' || value === 'site';
/** The fixture's slot that starts at `start` (its end as the demo shows it), or one that ends where it starts. */
const fixtureSlot = (place: BookingView['place'], start: string) =>
  Object.values(DEMO_FREE_SLOTS[place])
    .flat()
    .find((slot) => slot.start === start) ?? { start, end: start };

const versions = new Map<number, number>();

/** Forget every mock booking (between tests). */
export function resetMockBookings(): void {
  held.clear();
  tokens.clear();
  versions.clear();
  nextId = 1;
}

/** Puts a booking in the mock as if a visitor had made it; returns its manage token. */
export function seedMockBooking(booking: Omit<BookingView, 'id'>): string {
  const id = nextId++;
  const token = `mock-token-${id}`;
  held.set(token, { ...booking, id });
  tokens.set(token, id);
  return token;
}

/** A booking as the desk lists it (the mock keeps only what the visitor's answer carries). */
const asStaffBooking = (booking: BookingView): StaffBooking => ({
  ...booking,
  homeType: 'apartment',
  bhk: '2 BHK',
  areaSqft: 950,
  budgetBand: '5-10-lakh',
  rooms: 'living,kitchen',
  estimate: '',
  hasFloorPlan: false,
  createdAt: new Date().toISOString(),
  version: versions.get(booking.id) ?? 1,
});

const staffGuard = (): HttpResponse<WriteAnswer> | null => (mockStaffMember() ? null : HttpResponse.json({ success: false, message: 'Please sign in to the staff desk.' }, { status: 401 }));

export const bookingHandlers: RequestHandler[] = [
  mockEndpoint(bookingDaysRead, ({ request }) => {
    const place = new URL(request.url).searchParams.get('place');
    if (!isPlace(place)) return HttpResponse.json({ success: false, message: 'Unknown place.' }, { status: 400 });
    return HttpResponse.json({ success: true, place, days: demoFreeDays(place) });
  }),
  mockEndpoint(bookingSlotsRead, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const place = params.get('place');
    const day = params.get('day') ?? '';
    if (!isPlace(place)) return HttpResponse.json({ success: false, message: 'Unknown place.' }, { status: 400 });
    return HttpResponse.json({ success: true, place, day, slots: DEMO_FREE_SLOTS[place][day] ?? [] });
  }),
  mockEndpoint(bookEndpoint, async ({ request }) => {
    const parsed = bookingSchema.safeParse(await readForm(request));
    if (!parsed.success) return HttpResponse.json({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const payload = parsed.data;
    const slot = fixtureSlot(payload.place, payload.start);
    const booking: BookingView = {
      id: nextId++,
      place: payload.place,
      start: slot.start,
      end: slot.end,
      status: 'booked',
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      siteAddress: payload.siteAddress,
      where: payload.place === 'video' ? 'https://meet.jit.si/vastukala-consultation-mock' : payload.place === 'site' ? payload.siteAddress : `${payload.place} office`,
    };
    const token = `mock-token-${booking.id}`;
    held.set(token, booking);
    tokens.set(token, booking.id);
    return HttpResponse.json({ success: true, message: BOOKING_ANSWERS.booked, booking, manageToken: token }, { status: 201 });
  }),
  mockEndpoint(manageBookingRead, ({ params }) => {
    const booking = held.get(String(params.token));
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    return HttpResponse.json({ success: true, booking });
  }),
  mockEndpoint(rescheduleBookingEndpoint, async ({ params, request }) => {
    const token = String(params.token);
    const booking = held.get(token);
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    const { start } = (await request.json()) as { start: string };
    const slot = fixtureSlot(booking.place, start);
    const moved = { ...booking, start: slot.start, end: slot.end };
    held.delete(token);
    const next = `${token}-moved`;
    held.set(next, moved);
    return HttpResponse.json({ success: true, message: BOOKING_ANSWERS.rescheduled, booking: moved, manageToken: next });
  }),
  mockEndpoint(cancelBookingEndpoint, ({ params }) => {
    const booking = held.get(String(params.token));
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    const cancelled = { ...booking, status: 'cancelled' as const };
    held.set(String(params.token), cancelled);
    return HttpResponse.json({ success: true, message: BOOKING_ANSWERS.cancelled, booking: cancelled });
  }),
  mockEndpoint(staffBookingsRead, ({ request }) => {
    const refused = staffGuard();
    if (refused) return refused;
    const params = new URL(request.url).searchParams;
    const from = params.get('from') ?? istDay(new Date());
    const days = Number(params.get('days') ?? 1);
    const place = params.get('place');
    const last = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const bookings = [...held.values()]
      .filter((booking) => istDay(booking.start) >= from && istDay(booking.start) < last && (!place || booking.place === place))
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(asStaffBooking);
    return HttpResponse.json({ success: true, from, days, bookings });
  }),
  mockEndpoint(staffBookingChangeEndpoint, async ({ params, request }) => {
    const refused = staffGuard();
    if (refused) return refused;
    const id = Number(params.id);
    const entry = [...held.entries()].find(([, booking]) => booking.id === id);
    if (!entry) return HttpResponse.json({ success: false, message: 'There is no such booking.' }, { status: 404 });
    const change = (await request.json()) as { action: string; version: number; start?: string };
    const [token, booking] = entry;
    const slot = change.action === 'move' && change.start ? fixtureSlot(booking.place, change.start) : null;
    const status = change.action === 'cancel' ? 'cancelled' : change.action === 'done' ? 'done' : change.action === 'no-show' ? 'no-show' : booking.status;
    const after: BookingView = { ...booking, status, ...(slot ? { start: slot.start, end: slot.end } : {}) };
    held.set(token, after);
    versions.set(id, (versions.get(id) ?? 1) + 1);
    return HttpResponse.json({ success: true, message: 'Saved.', booking: asStaffBooking(after) });
  }),
  ...availabilityHandlers,
];
