import { http, HttpResponse, type RequestHandler } from 'msw';
import consultationContent from '@content/consultation.json';
import { API_URL } from '@/shared/config/env';
import {
  availabilityContentSchema,
  bookableDays,
  bookingSchema,
  CONSULTATION_API,
  CONSULTATION_COPY,
  freeSlots,
  istDay,
  LINK_MESSAGES,
  resolveAvailability,
  SLOT_MESSAGES,
  slotAt,
  slotProblem,
  type BookingView,
} from '@/entities/booking';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';

/**
 * The consultation API as the host answers it, from the demo availability in `content/` (seeded "today"),
 * the same slot rules and the same booking schema. Bookings live in memory while the mock runs.
 */

const rules = () => resolveAvailability(availabilityContentSchema.parse(consultationContent), istDay(new Date()));
const held = new Map<string, BookingView>();
const tokens = new Map<string, number>();
let nextId = 1;

const isPlace = (value: string | null): value is BookingView['place'] => value === 'nashik' || value === 'shirdi' || value === 'video' || value === 'site';
const taken = () => new Set([...held.values()].filter((booking) => booking.status === 'booked').map((booking) => `${booking.place} ${booking.start}`));
const takenAt = (place: string) => new Set([...taken()].filter((key) => key.startsWith(`${place} `)).map((key) => key.slice(place.length + 1)));

async function formBody(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const body: Record<string, unknown> = {};
  form.forEach((value, key) => {
    body[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
  });
  return body;
}

/** Forget every mock booking (between tests). */
export function resetMockBookings(): void {
  held.clear();
  tokens.clear();
  nextId = 1;
}

export const consultationHandlers: RequestHandler[] = [
  http.get(`${API_URL}${CONSULTATION_API.days}`, ({ request }) => {
    const place = new URL(request.url).searchParams.get('place');
    if (!isPlace(place)) return HttpResponse.json({ success: false, message: 'Unknown place.' }, { status: 400 });
    return HttpResponse.json({ success: true, place, days: bookableDays(rules(), place, new Date(), takenAt(place)) });
  }),
  http.get(`${API_URL}${CONSULTATION_API.slots}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const place = params.get('place');
    const day = params.get('day') ?? '';
    if (!isPlace(place)) return HttpResponse.json({ success: false, message: 'Unknown place.' }, { status: 400 });
    return HttpResponse.json({ success: true, place, day, slots: freeSlots(rules(), place, day, new Date(), takenAt(place)) });
  }),
  http.post(`${API_URL}${CONSULTATION_API.book}`, async ({ request }) => {
    const parsed = bookingSchema.safeParse(await formBody(request));
    if (!parsed.success) return HttpResponse.json({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const payload = parsed.data;
    const problem = slotProblem(rules(), payload.place, payload.start, new Date());
    if (problem) return HttpResponse.json({ success: false, message: SLOT_MESSAGES[problem], errors: { start: SLOT_MESSAGES[problem] } }, { status: 400 });
    const slot = slotAt(rules(), payload.place, payload.start)!;
    if (taken().has(`${payload.place} ${slot.start}`)) {
      return HttpResponse.json({ success: false, message: SLOT_MESSAGES.taken, errors: { start: SLOT_MESSAGES.taken }, nearest: [] }, { status: 409 });
    }
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
    return HttpResponse.json({ success: true, message: CONSULTATION_COPY.booked, booking, manageToken: token }, { status: 201 });
  }),
  http.get(`${API_URL}/api/consultation/manage/:token`, ({ params }) => {
    const booking = held.get(String(params.token));
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    if (booking.status === 'cancelled') return HttpResponse.json({ success: false, message: LINK_MESSAGES.cancelled, state: 'cancelled' }, { status: 410 });
    return HttpResponse.json({ success: true, booking });
  }),
  http.post(`${API_URL}/api/consultation/manage/:token/reschedule`, async ({ params, request }) => {
    const token = String(params.token);
    const booking = held.get(token);
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    const { start } = (await request.json()) as { start: string };
    const slot = slotAt(rules(), booking.place, start);
    if (!slot) return HttpResponse.json({ success: false, message: SLOT_MESSAGES['outside-hours'] }, { status: 400 });
    const moved = { ...booking, start: slot.start, end: slot.end };
    held.delete(token);
    const next = `${token}-moved`;
    held.set(next, moved);
    return HttpResponse.json({ success: true, message: CONSULTATION_COPY.rescheduled, booking: moved, manageToken: next });
  }),
  http.post(`${API_URL}/api/consultation/manage/:token/cancel`, ({ params }) => {
    const booking = held.get(String(params.token));
    if (!booking) return HttpResponse.json({ success: false, message: LINK_MESSAGES.unknown }, { status: 404 });
    const cancelled = { ...booking, status: 'cancelled' as const };
    held.set(String(params.token), cancelled);
    return HttpResponse.json({ success: true, message: CONSULTATION_COPY.cancelled, booking: cancelled });
  }),
];
