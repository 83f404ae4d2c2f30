import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, RESET_MESSAGES, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint, signUpEndpoint } from '@/entities/session/model/session.contract';
import { registerVendorEndpoint, saveVendorProfileEndpoint, saveVendorTradesEndpoint } from '@/entities/vendor-profile/model/vendor-profile.contract';
import { route } from '../../lib/contract-route';
import { accountService } from '../../accounts/account-service';
import { KNOWN_BROWSER_MS, VENDOR_BROWSER_COOKIE } from '../../accounts/known-browsers';
import { loginThrottlePlugin } from '../../accounts/login-throttle';
import { endSession, requireAccount, startSession } from './sessions';

/**
 * Vendor accounts: sign-up, log-in with a server session, log-out, password reset by e-mail, and what a
 * logged-in vendor saves. Each route is its contract and one call of the account service
 * (`server/accounts/account-service.ts`); the session cookie is set and cleared here. `GET /api/session`
 * and the profile's read are reads (`routes/reads`).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginThrottlePlugin);
  const accounts = accountService(app);
  const caller = (request: { ip: string; log: FastifyInstance['log'] }) => ({ ip: request.ip, log: request.log });
  const browserCookie = {
    path: `${app.config.basePath}${loginEndpoint.path}`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.secureCookies || ('auto' as const),
    maxAge: KNOWN_BROWSER_MS / 1000,
  };

  route(app, signUpEndpoint, {
    handler: async ({ body }, { request }) => {
      await accounts.signUp(body, caller(request));
      return { success: true, message: ACCOUNT_MESSAGES.signUpSuccess };
    },
  });

  route(app, loginEndpoint, {
    handler: async ({ body }, { request, reply }) => {
      const account = await accounts.checkCredentials(body, caller(request), request.cookies[VENDOR_BROWSER_COOKIE]);
      const { id, firstname, lastname, email } = account;
      reply.setCookie(VENDOR_BROWSER_COOKIE, accounts.rememberBrowser(account), browserCookie);
      await endSession(app, request, reply);
      await startSession(app, reply, id);
      return { success: true, message: ACCOUNT_MESSAGES.loginSuccess, user: { firstname, lastname, email } };
    },
  });

  route(app, logoutEndpoint, {
    handler: async (_nothing, { request, reply }) => {
      await endSession(app, request, reply);
      return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  route(app, forgotPasswordEndpoint, {
    handler: async ({ body: { email } }, { request }) => {
      await accounts.requestPasswordReset(email, caller(request));
      return { success: true, message: RESET_MESSAGES.sent };
    },
  });

  route(app, resetPasswordEndpoint, {
    handler: async ({ body: { token, password } }, { request }) => {
      await accounts.resetPassword(token, password, caller(request));
      return { success: true, message: RESET_MESSAGES.done };
    },
  });

  route(app, registerVendorEndpoint, {
    handler: async ({ body }, { request }) => {
      const account = await requireAccount(app, request, VENDOR_MESSAGES.loginFirst);
      await accounts.registerVendor(account.id, body, caller(request));
      return { success: true, message: VENDOR_MESSAGES.saved };
    },
  });

  route(app, saveVendorProfileEndpoint, {
    handler: async ({ body }, { request }) => {
      const account = await requireAccount(app, request, VENDOR_MESSAGES.loginFirst);
      await accounts.saveProfile(account.id, body);
      return { success: true, message: VENDOR_MESSAGES.profileSaved };
    },
  });

  route(app, saveVendorTradesEndpoint, {
    handler: async ({ body: { trades } }, { request }) => {
      const account = await requireAccount(app, request, VENDOR_MESSAGES.loginFirst);
      await accounts.saveTrades(account.id, trades);
      return { success: true, message: trades.length > 0 ? VENDOR_MESSAGES.tradesSaved : VENDOR_MESSAGES.tradesCleared };
    },
  });
}
