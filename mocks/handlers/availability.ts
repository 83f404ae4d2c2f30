import { HttpResponse, type RequestHandler } from 'msw';
import consultationContent from '@content/consultation.json';
import {
  AVAILABILITY_MESSAGES,
  availabilityContentSchema,
  availabilityEditSchema,
  istDay,
  resolveAvailability,
  saveAvailabilityEndpoint,
  staffAvailabilityRead,
  type Availability,
} from '@/entities/booking';
import type { WriteAnswer } from '@/shared/contracts/endpoint';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { answer, mockEndpoint } from '../contract-handler';
import { mockStaffMember } from './staff';

/**
 * The availability desk's API from the demo availability in `content/` (seeded "today"); a save is kept in
 * memory so the desk reads it back. The server's rules are not re-written here: a stale version (409), the
 * bookings a save leaves outside and the notes on unused minutes are the server's, so a save answers none of
 * them; a screen test that shows one answers it with `server.use(...)`.
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

/** Back to the demo availability (between tests). */
export function resetMockAvailability(): void {
  state = null;
}

const staffGuard = (): HttpResponse<WriteAnswer> | null => {
  const member = mockStaffMember();
  if (!member) return HttpResponse.json({ success: false, message: 'Please sign in to the staff desk.' }, { status: 401 });
  if (member.role !== 'sales' && member.role !== 'admin') return HttpResponse.json({ success: false, message: 'Your role does not open this part of the desk.' }, { status: 403 });
  return null;
};

export const availabilityHandlers: RequestHandler[] = [
  mockEndpoint(staffAvailabilityRead, () => staffGuard() ?? answer(staffAvailabilityRead, { success: true, ...current() })),
  mockEndpoint(saveAvailabilityEndpoint, async ({ request }) => {
    const refused = staffGuard();
    if (refused) return refused;
    const parsed = availabilityEditSchema.safeParse(await request.json());
    if (!parsed.success) return answer(saveAvailabilityEndpoint, { success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) }, 400);
    const { version, ...edit } = parsed.data;
    state = { availability: edit, version: version + 1, source: 'desk', editedBy: mockStaffMember()?.email ?? null, updatedAt: new Date().toISOString() };
    return answer(saveAvailabilityEndpoint, { success: true, message: AVAILABILITY_MESSAGES.saved, ...state, affected: [], notes: [] });
  }),
];
