import { http, HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
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
} from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint, sessionRead, signUpEndpoint } from '@/entities/session';
import { registerVendorEndpoint, saveVendorProfileEndpoint, saveVendorTradesEndpoint, vendorProfileRead } from '@/entities/vendor-profile';
import { myApplicationsRead, type MyApplication } from '@/entities/tender';
import { answer, mockEndpoint } from '../contract-handler';
import { readJson } from '../request-body';
import { accountsMockState, MOCK_RESET_TOKEN, userOf } from '../fixtures/accounts';
import { publishedTenders } from './reads';
import { mockApplicationBid, mockBidTenders } from './bids';

/**
 * Vendor accounts in memory, typed by the session and vendor-profile contracts: each write is checked by
 * its contract's schema and answered from the fixtures (`mocks/fixtures/accounts.ts`), which it also
 * records for the screens that read them back. The rules (which tender takes registrations, a repeat,
 * how many attempts) are the server's and tested there; a test that needs a refusal says so with
 * `server.use(mockEndpoint(...))`.
 */

export { accountsMockState, DEMO_VENDOR, DEMO_VENDOR_PROFILE, MOCK_RESET_TOKEN, resetAccountsMock } from '../fixtures/accounts';

const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) => ({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(error) });
const loginFirst = { success: false, message: VENDOR_MESSAGES.loginFirst };

type VendorWrite = typeof registerVendorEndpoint | typeof saveVendorProfileEndpoint | typeof saveVendorTradesEndpoint;

/** A logged-in vendor's write: the mock's state, their e-mail and the body as `schema` took it; or its 401 or 400. */
async function vendorSent<T>(endpoint: VendorWrite, schema: z.ZodType<T, z.ZodTypeDef, unknown>, request: Request) {
  const state = accountsMockState();
  if (!state.session) return answer(endpoint, loginFirst, 401);
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) return answer(endpoint, invalid(parsed.error), 400);
  return { state, account: state.session.email, data: parsed.data };
}

export const accountsHandlers: RequestHandler[] = [
  mockEndpoint(signUpEndpoint, async ({ request }) => {
    const parsed = signUpSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(signUpEndpoint, invalid(parsed.error), 400);
    const { accounts } = accountsMockState();
    // A taken address gets the same answer and keeps its account.
    if (!accounts.has(parsed.data.email)) accounts.set(parsed.data.email, parsed.data);
    return answer(signUpEndpoint, { success: true, message: ACCOUNT_MESSAGES.signUpSuccess }, 201);
  }),

  mockEndpoint(loginEndpoint, async ({ request }) => {
    const parsed = loginSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(loginEndpoint, invalid(parsed.error), 400);
    const state = accountsMockState();
    const account = state.accounts.get(parsed.data.email);
    if (account?.password !== parsed.data.password) return answer(loginEndpoint, { success: false, message: ACCOUNT_MESSAGES.invalidCredentials }, 401);
    state.session = userOf(account);
    return answer(loginEndpoint, { success: true, message: ACCOUNT_MESSAGES.loginSuccess, user: state.session });
  }),

  mockEndpoint(sessionRead, () => answer(sessionRead, { success: true, user: accountsMockState().session })),

  mockEndpoint(logoutEndpoint, () => {
    accountsMockState().session = null;
    return answer(logoutEndpoint, { success: true, message: ACCOUNT_MESSAGES.loggedOut });
  }),

  mockEndpoint(registerVendorEndpoint, async ({ request }) => {
    const sent = await vendorSent(registerVendorEndpoint, vendorRegistrationSchema, request);
    if (sent instanceof Response) return sent;
    const { state, account, data } = sent;
    state.registrations.push({ ...data, account, appliedAt: new Date().toISOString() });
    const { tenderNo: _tender, ...profile } = data;
    state.profiles.set(account, profile);
    return answer(registerVendorEndpoint, { success: true, message: VENDOR_MESSAGES.saved }, 201);
  }),

  mockEndpoint(saveVendorProfileEndpoint, async ({ request }) => {
    const sent = await vendorSent(saveVendorProfileEndpoint, vendorProfileSaveSchema, request);
    if (sent instanceof Response) return sent;
    const { state, account, data } = sent;
    const { trades, ...profile } = data;
    state.profiles.set(account, profile);
    if (trades) state.trades.set(account, trades);
    return answer(saveVendorProfileEndpoint, { success: true, message: VENDOR_MESSAGES.profileSaved });
  }),

  mockEndpoint(saveVendorTradesEndpoint, async ({ request }) => {
    const sent = await vendorSent(saveVendorTradesEndpoint, vendorTradesSchema, request);
    if (sent instanceof Response) return sent;
    const { state, account, data } = sent;
    state.trades.set(account, data.trades);
    return answer(saveVendorTradesEndpoint, { success: true, message: data.trades.length > 0 ? VENDOR_MESSAGES.tradesSaved : VENDOR_MESSAGES.tradesCleared });
  }),

  mockEndpoint(vendorProfileRead, ({ request }) => {
    const state = accountsMockState();
    if (!state.session) return answer(vendorProfileRead, loginFirst, 401);
    const account = state.session.email;
    const tenderNo = new URL(request.url).searchParams.get('tenderNo') ?? '';
    const registration = tenderNo ? state.registrations.find((entry) => entry.account === account && entry.tenderNo === tenderNo) : undefined;
    return answer(vendorProfileRead, {
      success: true,
      profile: state.profiles.get(account) ?? null,
      registered: registration ? { tenderNo, appliedAt: registration.appliedAt, companyName: registration.companyName } : null,
      trades: state.trades.get(account) ?? [],
    });
  }),

  mockEndpoint(forgotPasswordEndpoint, async ({ request }) => {
    const parsed = forgotPasswordSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(forgotPasswordEndpoint, invalid(parsed.error), 400);
    const state = accountsMockState();
    state.resetRequests.push(parsed.data.email);
    if (state.accounts.has(parsed.data.email)) state.resetTokens.set(MOCK_RESET_TOKEN, parsed.data.email);
    return answer(forgotPasswordEndpoint, { success: true, message: RESET_MESSAGES.sent });
  }),

  mockEndpoint(resetPasswordEndpoint, async ({ request }) => {
    const parsed = resetPasswordSchema.safeParse(await readJson(request));
    if (!parsed.success) return answer(resetPasswordEndpoint, invalid(parsed.error), 400);
    const state = accountsMockState();
    const email = state.resetTokens.get(parsed.data.token);
    const account = email ? state.accounts.get(email) : undefined;
    if (!email || !account) return answer(resetPasswordEndpoint, { success: false, message: RESET_MESSAGES.invalidLink, errors: { token: RESET_MESSAGES.invalidLink } }, 400);
    state.resetTokens.delete(parsed.data.token);
    state.accounts.set(email, { ...account, password: parsed.data.password });
    if (state.session?.email === email) state.session = null;
    return answer(resetPasswordEndpoint, { success: true, message: RESET_MESSAGES.done });
  }),

  // Its answer's type (`MyApplication`) and its contract's do not agree yet on a bid's receipt: typed by the entity.
  http.get(`${API_URL}${myApplicationsRead.path}`, () => {
    const state = accountsMockState();
    if (!state.session) return HttpResponse.json(loginFirst, { status: 401 });
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
