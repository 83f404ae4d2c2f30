import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_URL } from '@/shared/config/env';
import {
  STAFF_MESSAGES,
  staffCodeSchema,
  staffLoginSchema,
  staffSetupSchema,
  type StaffLoginStepAnswer,
  type StaffMember,
  type StaffSessionAnswer,
  type StaffSetupInfo,
  type StaffSignedInAnswer,
} from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';

/**
 * The staff desk's sign-in in memory, answering like the API host (same schemas, statuses and
 * messages). No authenticator runs here: the demo member's code is always `DEMO_STAFF.code`, and the
 * set-up link's QR code is a plain square. One browser tab or one test file is one "server";
 * `resetStaffMock()` starts it afresh.
 */

export const DEMO_STAFF = {
  member: { email: 'office@example.com', name: 'Office Admin', role: 'admin' } satisfies StaffMember,
  password: 'staff-demo-password-2026',
  code: '246810',
  setupToken: 'demo-setup-token',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

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
const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) =>
  HttpResponse.json<WriteAnswer>({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(error) }, { status: 400 });
const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });

const QR_SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h29v29H0z" fill="#fff"/><path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z"/></svg>';

export const staffHandlers: RequestHandler[] = [
  http.get(`${API_URL}/api/staff/setup`, ({ request }): Response => {
    const token = new URL(request.url).searchParams.get('token');
    if (token !== DEMO_STAFF.setupToken || state.setupUsed) return refuse(410, STAFF_MESSAGES.setupInvalid);
    const { email, name } = DEMO_STAFF.member;
    return HttpResponse.json<StaffSetupInfo>({
      success: true,
      staff: { email, name },
      totp: { secret: DEMO_STAFF.secret, uri: `otpauth://totp/Staff:${encodeURIComponent(email)}?secret=${DEMO_STAFF.secret}`, qrSvg: QR_SQUARE },
    });
  }),

  http.post(`${API_URL}/api/staff/setup`, async ({ request }) => {
    const parsed = staffSetupSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    if (parsed.data.token !== DEMO_STAFF.setupToken || state.setupUsed) return refuse(400, STAFF_MESSAGES.setupInvalid, { token: STAFF_MESSAGES.setupInvalid });
    if (COMMON.has(parsed.data.password.toLowerCase())) return refuse(400, STAFF_MESSAGES.passwordCommon, { password: STAFF_MESSAGES.passwordCommon });
    if (parsed.data.code !== DEMO_STAFF.code) return refuse(400, STAFF_MESSAGES.setupCodeWrong, { code: STAFF_MESSAGES.setupCodeWrong });
    state.setupUsed = true;
    state.password = parsed.data.password;
    return HttpResponse.json<WriteAnswer>({ success: true, message: STAFF_MESSAGES.setupDone });
  }),

  http.post(`${API_URL}/api/staff/login`, async ({ request }) => {
    const parsed = staffLoginSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    state.pending = { email: parsed.data.email, passwordOk: parsed.data.email === DEMO_STAFF.member.email && parsed.data.password === state.password };
    return HttpResponse.json<StaffLoginStepAnswer>({ success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' });
  }),

  http.post(`${API_URL}/api/staff/login/code`, async ({ request }) => {
    const parsed = staffCodeSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    const pending = state.pending;
    state.pending = null;
    if (!pending) return refuse(401, STAFF_MESSAGES.stepExpired);
    const known = pending.email === DEMO_STAFF.member.email;
    if (known && state.locked) return refuse(403, STAFF_MESSAGES.locked);
    if (!pending.passwordOk || parsed.data.code !== DEMO_STAFF.code) {
      if (known && (state.failures += 1) >= 5) {
        state.locked = true;
        state.failures = 0;
        return refuse(403, STAFF_MESSAGES.locked);
      }
      return refuse(401, STAFF_MESSAGES.signInFailed);
    }
    state.failures = 0;
    state.session = DEMO_STAFF.member;
    return HttpResponse.json<StaffSignedInAnswer>({ success: true, message: STAFF_MESSAGES.signedIn, staff: DEMO_STAFF.member });
  }),

  http.post(`${API_URL}/api/staff/logout`, () => {
    state.session = null;
    return HttpResponse.json<WriteAnswer>({ success: true, message: STAFF_MESSAGES.signedOut });
  }),

  http.get(`${API_URL}/api/staff/session`, (): Response =>
    state.session ? HttpResponse.json<StaffSessionAnswer>({ success: true, staff: state.session }) : refuse(401, STAFF_MESSAGES.notSignedIn),
  ),
];
