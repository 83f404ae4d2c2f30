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
import { DEMO_STAFF } from '../fixtures/staff';

/**
 * The staff desk's sign-in in memory, answering like the API host (same schemas, statuses and
 * messages). No authenticator runs here: the demo member's code is always `DEMO_STAFF.code`, and the
 * set-up link's QR code is a plain square. One browser tab or one test file is one "server";
 * `resetStaffMock()` starts it afresh.
 */

export { DEMO_STAFF };

/** Passwords the mock takes for common (the server checks 10,000). */
const COMMON = new Set(['password1234', 'qwertyuiop123', '123456789012']);

interface StaffMockState {
  password: string;
  setupUsed: boolean;
  /** The password step's outcome, awaiting its code. */
  pending: { email: string; passwordOk: boolean } | null;
  failures: number;
  locked: boolean;
  session: StaffMember | null;
}

let state: StaffMockState;

/** `role`: the signed-in member's role (another role than the demo admin's shows the desk's 403s). */
export function resetStaffMock({ signedIn = false, locked = false, role = DEMO_STAFF.member.role as StaffMember['role'] } = {}): void {
  state = { password: DEMO_STAFF.password, setupUsed: false, pending: null, failures: 0, locked, session: signedIn ? { ...DEMO_STAFF.member, role } : null };
}

/** The member signed in to the mock desk, or null (the other staff handlers guard with it). */
export const staffMockSession = (): StaffMember | null => state.session;
resetStaffMock();

/** The member signed in to the mock, for the desks' handlers (`staff-tenders.ts`) to check roles. */
export const mockStaffMember = (): StaffMember | null => state.session;

const body = (request: Request) => request.json().catch(() => null);
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
    const parsed = staffSetupSchema.safeParse(await body(request));
    const refused = !parsed.success
      ? invalid(parsed.error)
      : parsed.data.token !== DEMO_STAFF.setupToken || state.setupUsed
        ? refuse(400, STAFF_MESSAGES.setupInvalid, { token: STAFF_MESSAGES.setupInvalid })
        : COMMON.has(parsed.data.password.toLowerCase())
          ? refuse(400, STAFF_MESSAGES.passwordCommon, { password: STAFF_MESSAGES.passwordCommon })
          : parsed.data.code !== DEMO_STAFF.code
            ? refuse(400, STAFF_MESSAGES.setupCodeWrong, { code: STAFF_MESSAGES.setupCodeWrong })
            : null;
    if (refused || !parsed.success) return answer(staffSetupEndpoint, refused!.value, refused!.status);
    state.setupUsed = true;
    state.password = parsed.data.password;
    return answer(staffSetupEndpoint, { success: true, message: STAFF_MESSAGES.setupDone });
  }),

  mockEndpoint(staffLoginEndpoint, async ({ request }) => {
    const parsed = staffLoginSchema.safeParse(await body(request));
    if (!parsed.success) return answer(staffLoginEndpoint, invalid(parsed.error).value, 400);
    state.pending = { email: parsed.data.email, passwordOk: parsed.data.email === DEMO_STAFF.member.email && parsed.data.password === state.password };
    return answer(staffLoginEndpoint, { success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' });
  }),

  mockEndpoint(staffLoginCodeEndpoint, async ({ request }) => {
    const parsed = staffCodeSchema.safeParse(await body(request));
    if (!parsed.success) return answer(staffLoginCodeEndpoint, invalid(parsed.error).value, 400);
    const pending = state.pending;
    state.pending = null;
    const refused = (status: WriteRefusal, message: string) => answer(staffLoginCodeEndpoint, refuse(status, message).value, status);
    if (!pending) return refused(401, STAFF_MESSAGES.stepExpired);
    const known = pending.email === DEMO_STAFF.member.email;
    if (known && state.locked) return refused(403, STAFF_MESSAGES.locked);
    if (!pending.passwordOk || parsed.data.code !== DEMO_STAFF.code) {
      if (known && (state.failures += 1) >= 5) {
        state.locked = true;
        state.failures = 0;
        return refused(403, STAFF_MESSAGES.locked);
      }
      return refused(401, STAFF_MESSAGES.signInFailed);
    }
    state.failures = 0;
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
