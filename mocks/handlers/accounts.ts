import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_URL } from '@/shared/config/env';
import {
  ACCOUNT_MESSAGES,
  VENDOR_MESSAGES,
  loginSchema,
  signUpSchema,
  vendorRegistrationSchema,
  vendorProfileSaveSchema,
  vendorTradesSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  RESET_MESSAGES,
  type VendorProfile,
  type VendorProfileAnswer,
  type LoginAnswer,
  type SessionAnswer,
  type SessionUser,
  type SignUpPayload,
  type VendorRegistrationPayload,
} from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { sessionRead } from '@/entities/session';
import { isTenderOpen, myApplicationsRead, tenderStatus, TENDER_MESSAGES, type MyApplication, type TradeCode } from '@/entities/tender';
import { vendorProfileRead } from '@/entities/vendor-profile';
import { publishedTenders } from './reads';
import { mockApplicationBid, mockBidTenders } from './bids';

/**
 * Vendor accounts in memory, answering like the API host (same schemas, statuses and messages).
 * One browser tab or one test file is one "server"; `resetAccountsMock()` starts it afresh.
 */

/** A vendor that exists from the start, so `npm run dev:mock` can log in at once. */
export const DEMO_VENDOR: SignUpPayload = {
  firstname: 'Demo',
  lastname: 'Vendor',
  email: 'vendor@example.com',
  password: 'vendor-demo-2026',
};

/** A completed vendor profile for the demo vendor (what a bid needs), for tests that start with one. */
export const DEMO_VENDOR_PROFILE: VendorProfile = {
  vendorName: 'Asha Deshmukh',
  email: DEMO_VENDOR.email,
  mobileNumber: '9823045671',
  companyName: 'Deshmukh Fabricators',
  gstNumber: '27AAPFU0939F1ZV',
  panNumber: 'AAPFU0939F',
  udyamNumber: 'UDYAM-MH-26-0012345',
};

interface MockState {
  accounts: Map<string, SignUpPayload>;
  session: SessionUser | null;
  registrations: Array<VendorRegistrationPayload & { account: string; appliedAt: string }>;
  /** Vendor profiles by account e-mail: the latest registration's seven fields. */
  profiles: Map<string, VendorProfile>;
  /** The trades each vendor chose (issue 38), by account e-mail. */
  trades: Map<string, TradeCode[]>;
  /** Reset links asked for (by known and unknown addresses alike), and the one the mock's mail would carry. */
  resetRequests: string[];
  resetTokens: Map<string, string>;
}

/** The token of the reset link the mock "mails" to `email`. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

let state: MockState;

const userOf = ({ firstname, lastname, email }: SignUpPayload): SessionUser => ({ firstname, lastname, email });

/** Starts afresh: only the demo vendor, nobody logged in (or `session`'s vendor, created if need be). */
export function resetAccountsMock({ session }: { session?: SignUpPayload } = {}): void {
  state = { accounts: new Map([[DEMO_VENDOR.email, DEMO_VENDOR]]), session: null, registrations: [], profiles: new Map(), trades: new Map(), resetRequests: [], resetTokens: new Map() };
  if (session) {
    state.accounts.set(session.email, session);
    state.session = userOf(session);
  }
}
resetAccountsMock();

/** What the mock stored, for tests that check what was sent. */
export const accountsMockState = () => state;

const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) =>
  HttpResponse.json<WriteAnswer>({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(error) }, { status: 400 });

const body = (request: Request) => request.json().catch(() => null);

export const accountsHandlers: RequestHandler[] = [
  http.post(`${API_URL}/login/userlogin`, async ({ request }) => {
    const parsed = signUpSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    // As the server: an address that already has an account gets the same answer, and keeps its account.
    if (!state.accounts.has(parsed.data.email)) state.accounts.set(parsed.data.email, parsed.data);
    return HttpResponse.json<WriteAnswer>({ success: true, message: ACCOUNT_MESSAGES.signUpSuccess }, { status: 201 });
  }),

  http.post(`${API_URL}/api/login`, async ({ request }) => {
    const parsed = loginSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    const account = state.accounts.get(parsed.data.email);
    if (!account || account.password !== parsed.data.password) {
      return HttpResponse.json<WriteAnswer>({ success: false, message: ACCOUNT_MESSAGES.invalidCredentials }, { status: 401 });
    }
    state.session = userOf(account);
    return HttpResponse.json<LoginAnswer>({ success: true, message: ACCOUNT_MESSAGES.loginSuccess, user: state.session });
  }),

  http.get(`${API_URL}${sessionRead.path}`, () => HttpResponse.json<SessionAnswer>({ success: true, user: state.session })),

  http.post(`${API_URL}/api/logout`, () => {
    state.session = null;
    return HttpResponse.json<WriteAnswer>({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
  }),

  http.post(`${API_URL}/api/vendors`, async ({ request }) => {
    if (!state.session) return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.loginFirst }, { status: 401 });
    const parsed = vendorRegistrationSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    const { tenderNo } = parsed.data;
    const tender = tenderNo ? publishedTenders().find((entry) => entry.TenderNo === tenderNo) : undefined;
    if (tenderNo && !tender) {
      const message = VENDOR_MESSAGES.tenderNotOpen;
      return HttpResponse.json<WriteAnswer>({ success: false, message, errors: { tenderNo: message } }, { status: 400 });
    }
    if (tender && !isTenderOpen(tender)) {
      const message = TENDER_MESSAGES.notOpen(tenderStatus(tender));
      return HttpResponse.json<WriteAnswer>({ success: false, message, errors: { tenderNo: message } }, { status: 409 });
    }
    const account = state.session.email;
    if (state.registrations.some((entry) => entry.account === account && (entry.tenderNo ?? '') === (tenderNo ?? ''))) {
      return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.duplicate }, { status: 409 });
    }
    state.registrations.push({ ...parsed.data, account, appliedAt: new Date().toISOString() });
    const { tenderNo: _tender, ...profile } = parsed.data;
    state.profiles.set(account, profile);
    return HttpResponse.json<WriteAnswer>({ success: true, message: VENDOR_MESSAGES.saved }, { status: 201 });
  }),

  http.post(`${API_URL}/api/vendors/profile`, async ({ request }) => {
    if (!state.session) return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.loginFirst }, { status: 401 });
    const parsed = vendorProfileSaveSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    const { trades, ...profile } = parsed.data;
    state.profiles.set(state.session.email, profile);
    if (trades) state.trades.set(state.session.email, trades);
    return HttpResponse.json<WriteAnswer>({ success: true, message: VENDOR_MESSAGES.profileSaved });
  }),

  http.post(`${API_URL}/api/vendors/trades`, async ({ request }) => {
    if (!state.session) return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.loginFirst }, { status: 401 });
    const parsed = vendorTradesSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    state.trades.set(state.session.email, parsed.data.trades);
    return HttpResponse.json<WriteAnswer>({ success: true, message: parsed.data.trades.length > 0 ? VENDOR_MESSAGES.tradesSaved : VENDOR_MESSAGES.tradesCleared });
  }),

  http.get(`${API_URL}${vendorProfileRead.path}`, ({ request }): Response => {
    if (!state.session) return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.loginFirst }, { status: 401 });
    const account = state.session.email;
    const tenderNo = new URL(request.url).searchParams.get('tenderNo') ?? '';
    const registration = tenderNo ? state.registrations.find((entry) => entry.account === account && entry.tenderNo === tenderNo) : undefined;
    return HttpResponse.json<VendorProfileAnswer>({
      success: true,
      profile: state.profiles.get(account) ?? null,
      registered: registration ? { tenderNo, appliedAt: registration.appliedAt, companyName: registration.companyName } : null,
      trades: state.trades.get(account) ?? [],
    });
  }),

  http.post(`${API_URL}/api/password/forgot`, async ({ request }) => {
    const parsed = forgotPasswordSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    state.resetRequests.push(parsed.data.email);
    if (state.accounts.has(parsed.data.email)) state.resetTokens.set(MOCK_RESET_TOKEN, parsed.data.email);
    return HttpResponse.json<WriteAnswer>({ success: true, message: RESET_MESSAGES.sent });
  }),

  http.post(`${API_URL}/api/password/reset`, async ({ request }) => {
    const parsed = resetPasswordSchema.safeParse(await body(request));
    if (!parsed.success) return invalid(parsed.error);
    const email = state.resetTokens.get(parsed.data.token);
    const account = email ? state.accounts.get(email) : undefined;
    if (!email || !account) {
      return HttpResponse.json<WriteAnswer>({ success: false, message: RESET_MESSAGES.invalidLink, errors: { token: RESET_MESSAGES.invalidLink } }, { status: 400 });
    }
    state.resetTokens.delete(parsed.data.token);
    state.accounts.set(email, { ...account, password: parsed.data.password });
    if (state.session?.email === email) state.session = null;
    return HttpResponse.json<WriteAnswer>({ success: true, message: RESET_MESSAGES.done });
  }),

  http.get(`${API_URL}${myApplicationsRead.path}`, () => {
    if (!state.session) return HttpResponse.json<WriteAnswer>({ success: false, message: VENDOR_MESSAGES.loginFirst }, { status: 401 });
    const account = state.session.email;
    const registered = state.registrations.filter((entry) => entry.account === account);
    // A bid needs a completed profile, not a registration: a tender bid on without one is listed too.
    const bidOnly = mockBidTenders(account)
      .filter((bid) => !registered.some((entry) => entry.tenderNo === bid.tenderNo))
      .map((bid) => ({ tenderNo: bid.tenderNo, appliedAt: bid.firstBidAt, companyName: state.profiles.get(account)?.companyName ?? '' }));
    const applications: MyApplication[] = [...registered, ...bidOnly]
      .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
      .reverse()
      .map((entry) => {
        const tender = publishedTenders().find((candidate) => candidate.TenderNo === entry.tenderNo);
        return {
          tenderNo: entry.tenderNo ?? '',
          title: tender?.Reference ?? '',
          appliedAt: entry.appliedAt,
          companyName: entry.companyName,
          tender: tender ? { TenderNo: tender.TenderNo, Expiry_Date: tender.Expiry_Date, Outcome: tender.Outcome, Corrigendum_Date: tender.Corrigendum_Date } : null,
          changedSinceApplied: false,
          bid: entry.tenderNo ? mockApplicationBid(account, entry.tenderNo) : null,
        };
      });
    return HttpResponse.json({ success: true, applications });
  }),
];
