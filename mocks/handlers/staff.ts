import type { RequestHandler } from 'msw';
import { STAFF_MESSAGES, staffCodeSchema, staffLoginSchema, staffSetupSchema, type StaffMember } from '@/shared/contracts/staff';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import {
  staffLoginCodeEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffSessionRead,
  staffSetupEndpoint,
  staffSetupRead,
} from '@/entities/staff-member';
import { answer, mockEndpoint } from '../contract-handler';
import { readJson } from '../request-body';
import { DEMO_STAFF } from '../fixtures/staff';

/**
 * The staff desk's sign-in in memory, typed by the staff-member contract and answering from the demo
 * member (`mocks/fixtures/staff.ts`): no authenticator runs here (the code is always `DEMO_STAFF.code`)
 * and the set-up link's QR code is a plain square. The server's rules (the lockout, the common-password
 * list) are not re-written here: a test that shows their refusal sets it. One browser tab or one test
 * file is one "server"; `resetStaffMock()` starts it afresh.
 */

export { DEMO_STAFF };

interface StaffMockState {
  password: string;
  setupUsed: boolean;
  /** The password step's outcome, awaiting its code. */
  pending: { email: string; passwordOk: boolean } | null;
  session: StaffMember | null;
}

let state: StaffMockState;

/** `role`: the signed-in member's role (another role than the demo admin's shows the desk's 403s). */
export function resetStaffMock({ signedIn = false, role = DEMO_STAFF.member.role as StaffMember['role'] } = {}): void {
  state = { password: DEMO_STAFF.password, setupUsed: false, pending: null, session: signedIn ? { ...DEMO_STAFF.member, role } : null };
}

/** The member signed in to the mock desk, or null (the other staff handlers guard with it). */
export const staffMockSession = (): StaffMember | null => state.session;
resetStaffMock();

/** The member signed in to the mock, for the desks' handlers (`staff-tenders.ts`) to check roles. */
export const mockStaffMember = (): StaffMember | null => state.session;

type WriteRefusal = 400 | 401 | 403;
const refuse = (status: WriteRefusal, message: string, errors?: Record<string, string>) => ({ status, value: { success: false, message, ...(errors && { errors }) } });
const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) => refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(error));

const QR_SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h29v29H0z" fill="#fff"/><path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z"/></svg>';

export const staffHandlers: RequestHandler[] = [
  mockEndpoint(staffSetupRead, ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    if (token !== DEMO_STAFF.setupToken || state.setupUsed) return answer(staffSetupRead, { success: false, message: STAFF_MESSAGES.setupInvalid }, 410);
    const { email, name } = DEMO_STAFF.member;
    return answer(staffSetupRead, {
      success: true,
      staff: { email, name },
      totp: { secret: DEMO_STAFF.secret, uri: `otpauth://totp/Staff:${encodeURIComponent(email)}?secret=${DEMO_STAFF.secret}`, qrSvg: QR_SQUARE },
    });
  }),

  mockEndpoint(staffSetupEndpoint, async ({ request }) => {
    const parsed = staffSetupSchema.safeParse(await readJson(request));
    const refused = !parsed.success
      ? invalid(parsed.error)
      : parsed.data.token !== DEMO_STAFF.setupToken || state.setupUsed
        ? refuse(400, STAFF_MESSAGES.setupInvalid, { token: STAFF_MESSAGES.setupInvalid })
        : parsed.data.code !== DEMO_STAFF.code
          ? refuse(400, STAFF_MESSAGES.setupCodeWrong, { code: STAFF_MESSAGES.setupCodeWrong })
          : null;
    if (refused || !parsed.success) return answer(staffSetupEndpoint, refused!.value, refused!.status);
    state.setupUsed = true;
    state.password = parsed.data.password;
    return answer(staffSetupEndpoint, { success: true, message: STAFF_MESSAGES.setupDone });
  }),

  mockEndpoint(staffLoginEndpoint, async ({ request }) => {
    const parsed = staffLoginSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(staffLoginEndpoint, invalid(parsed.error).value, 400);
    state.pending = { email: parsed.data.email, passwordOk: parsed.data.email === DEMO_STAFF.member.email && parsed.data.password === state.password };
    return answer(staffLoginEndpoint, { success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' });
  }),

  mockEndpoint(staffLoginCodeEndpoint, async ({ request }) => {
    const parsed = staffCodeSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(staffLoginCodeEndpoint, invalid(parsed.error).value, 400);
    const pending = state.pending;
    state.pending = null;
    const refused = (status: WriteRefusal, message: string) => answer(staffLoginCodeEndpoint, refuse(status, message).value, status);
    if (!pending) return refused(401, STAFF_MESSAGES.stepExpired);
    if (!pending.passwordOk || parsed.data.code !== DEMO_STAFF.code) return refused(401, STAFF_MESSAGES.signInFailed);
    state.session = DEMO_STAFF.member;
    return answer(staffLoginCodeEndpoint, { success: true, message: STAFF_MESSAGES.signedIn, staff: DEMO_STAFF.member });
  }),

  mockEndpoint(staffLogoutEndpoint, () => {
    state.session = null;
    return answer(staffLogoutEndpoint, { success: true, message: STAFF_MESSAGES.signedOut });
  }),

  mockEndpoint(staffSessionRead, () =>
    state.session ? answer(staffSessionRead, { success: true, staff: state.session }) : answer(staffSessionRead, { success: false, message: STAFF_MESSAGES.notSignedIn }, 401),
  ),
];
