import { HttpResponse, type RequestHandler } from 'msw';
import consultationContent from '@content/consultation.json';
import {
  AVAILABILITY_MESSAGES,
  availabilityContentSchema,
  availabilityEditSchema,
  isClosedOn,
  istDay,
  resolveAvailability,
  saveAvailabilityEndpoint,
  slotAt,
  staffAvailabilityRead,
  unusedMinutes,
  type Availability,
  type BookingView,
} from '@/entities/booking';
import type { WriteAnswer } from '@/shared/contracts/endpoint';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { answer, mockEndpoint } from '../contract-handler';
import { mockStaffMember } from './staff';

/**
 * The availability desk's API as the host answers it: the demo availability (seeded "today"), saved in
 * memory on its version (409 on a stale one, with the availability as it now is), and the bookings a
 * save leaves outside the hours. The consultation mock reads its slots from here, so a save shows at once.
 */

interface MockAvailability {
  availability: Availability & { videoLink: string };
  version: number;
  source: 'content' | 'desk';
  editedBy: string | null;
  updatedAt: string;
}

/** Null until a save: the demo availability is then read afresh, seeded "today" by whatever clock the test set. */
let state: MockAvailability | null = null;
const current = () => state ?? seeded();

function seeded(): MockAvailability {
  const content = availabilityContentSchema.parse(consultationContent);
  return { availability: { ...resolveAvailability(content, istDay(new Date())), videoLink: content.videoLink }, version: 1, source: 'content', editedBy: null, updatedAt: new Date().toISOString() };
}

/** The availability the mock's slot reads use. */
export const mockAvailabilityRules = (): Availability => current().availability;

/** Back to the demo availability (between tests). */
export function resetMockAvailability(): void {
  state = null;
}

/** A colleague's save meanwhile: the version moves on. */
export function bumpMockAvailability(change: Partial<Availability> = {}, editedBy = 'office@office.example.in'): void {
  const before = current();
  state = { ...before, availability: { ...before.availability, ...change }, version: before.version + 1, source: 'desk', editedBy, updatedAt: new Date().toISOString() };
}

const staffGuard = (): HttpResponse<WriteAnswer> | null => {
  const member = mockStaffMember();
  if (!member) return HttpResponse.json({ success: false, message: 'Please sign in to the staff desk.' }, { status: 401 });
  if (member.role !== 'sales' && member.role !== 'admin') return HttpResponse.json({ success: false, message: 'Your role does not open this part of the desk.' }, { status: 403 });
  return null;
};

export function availabilityHandlers(liveBookings: () => BookingView[]): RequestHandler[] {
  return [
    mockEndpoint(staffAvailabilityRead, () => staffGuard() ?? answer(staffAvailabilityRead, { success: true, ...current() })),
    mockEndpoint(saveAvailabilityEndpoint, async ({ request }) => {
      const refused = staffGuard();
      if (refused) return refused;
      const parsed = availabilityEditSchema.safeParse(await request.json());
      if (!parsed.success) return answer(saveAvailabilityEndpoint, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, 400);
      const before = current();
      const { version, ...edit } = parsed.data;
      if (version !== before.version) return answer(saveAvailabilityEndpoint, { success: false, message: AVAILABILITY_MESSAGES.stale, current: before }, 409);
      state = { availability: edit, version: version + 1, source: 'desk', editedBy: mockStaffMember()?.email ?? null, updatedAt: new Date().toISOString() };
      const now = new Date().toISOString();
      const affected = liveBookings()
        .filter((booking) => booking.status === 'booked' && booking.start >= now)
        .map((booking) => ({ booking, reason: isClosedOn(edit, booking.place, istDay(booking.start)) ? ('closed' as const) : slotAt(edit, booking.place, booking.start) ? null : ('outside-hours' as const) }))
        .filter((entry) => entry.reason !== null)
        .map(({ booking, reason }) => ({ id: booking.id, place: booking.place, start: booking.start, name: booking.name, reason: reason! }));
      return answer(saveAvailabilityEndpoint, { success: true, message: AVAILABILITY_MESSAGES.saved, ...state, affected, notes: unusedMinutes(edit.places) });
    }),
  ];
}
