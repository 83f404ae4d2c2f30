import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, RESET_MESSAGES, tooManyAttemptsMessage, VENDOR_MESSAGES, type LoginPayload, type SignUpPayload, type VendorProfilePayload, type VendorRegistrationPayload } from '@/shared/contracts/accounts';
import { sitePath } from '@/shared/config/site-paths';
import { COMPANY } from '@/shared/config/company';
import { DomainError } from '../lib/domain-error';
import { isLimitReached, retryAfterSeconds } from '../lib/limits';
import { enqueueMail } from '../lib/mail/outbox';
import { accountCreatedMail, accountExistsMail } from '../lib/mail/messages';
import { hashPassword, verifyPassword } from '../lib/password';
import { recordNewLead } from '../leads/lead-sources';
import { tenderRefusal } from '../tenders/open-tender';
import { knownBrowsers } from './known-browsers';
import { throttleKey, throttleKeys } from './login-throttle';
import { saveVendorProfile, saveVendorTrades } from './profile-service';
import { tokenHash, type SessionAccount } from './session-service';

/**
 * Vendor accounts: sign-up, the log-in's credential check, the password reset by e-mail, and what a
 * logged-in vendor saves (a registration, the profile, the trades). It owns their SQL and their rules and
 * refuses with `DomainError`; the routes (`server/routes/accounts`) only carry the request to it and its
 * answer back, and keep the session cookie.
 */

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Links asked for one address in an hour. */
export const RESETS_PER_EMAIL = 3;
/** Requests (any addresses) from one client in an hour. */
export const RESETS_PER_CLIENT = 10;
const RESET_WINDOW_SECONDS = 60 * 60;

/** Who asked: the client's address (what limits count) and the request's log. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

export function resetMailBody(link: string, name: string): string {
  return [
    `Dear ${name},`,
    '',
    'Someone (we hope you) asked to set a new password for your vendor account on our tender board.',
    `Open this link within one hour to choose a new password; it works only once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    COMPANY.name,
  ].join('\n');
}

/** True for a unique-constraint violation on SQLite or PostgreSQL (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Each host's password-reset requests still being written after their answer, by the host's database. */
const pendingResets = new WeakMap<object, Set<Promise<void>>>();

/**
 * Resolves once every "forgot password" request this host has answered has written its link (or found no
 * account): what closing the host waits for, and what a test waits for before reading the outbox.
 */
export async function passwordResetsSettled(app: Pick<FastifyInstance, 'database'>): Promise<void> {
  await Promise.all([...(pendingResets.get(app.database) ?? [])]);
}

export type AccountService = ReturnType<typeof accountService>;

/** The service, made once per host (its limiters live as long as the host). */
export function accountService(app: FastifyInstance) {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const mail = app.mailOutbox;
  const browsers = knownBrowsers(app.config.sessionSecret, 'vendor');
  const resetsPerEmail = app.createLimiter({ keyPrefix: 'reset-email', points: RESETS_PER_EMAIL, durationSeconds: RESET_WINDOW_SECONDS });
  const resetsPerClient = app.createLimiter({ keyPrefix: 'reset-ip', points: RESETS_PER_CLIENT, durationSeconds: RESET_WINDOW_SECONDS });
  // The reset link's host is never the request's Host header (a visitor's to choose): PUBLIC_URL, or the path alone.
  const origin = publicUrl ? new URL(publicUrl).origin : '';
  const resetsInFlight = pendingResets.get(app.database) ?? new Set<Promise<void>>();
  pendingResets.set(app.database, resetsInFlight);
  // preClose: before the database closes (its onClose hook may run before this plugin's).
  app.addHook('preClose', async () => passwordResetsSettled(app));
  app.addHook('onClose', async () => passwordResetsSettled(app));

  /** The reset link, when `email` has an account: stored as its SHA-256 and queued in the outbox, in one transaction. */
  async function writeResetLink(email: string, token: string, hash: string, log: FastifyBaseLogger): Promise<void> {
    const account = await db.selectFrom('accounts').select(['id', 'firstname', 'email']).where('email', '=', email).executeTakeFirst();
    if (!account) return;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('password_resets')
        .values({ token_hash: hash, account_id: account.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(), used_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const link = `${origin}${sitePath.resetPassword(token)}`;
      await enqueueMail(trx, id, { kind: 'password-reset', to: account.email, replyTo: null, subject: RESET_MESSAGES.subject, body: resetMailBody(link, account.firstname) }, now);
    });
    mail.nudge();
    if (!publicUrl) log.warn('PUBLIC_URL is not set: the password reset e-mail carries the link without the site address');
  }

  /** The owner of an existing account is told, when mail is on; nothing is changed. */
  const tellOwner = async (trx: Parameters<typeof enqueueMail>[0], email: string) => {
    const owner = await trx.selectFrom('accounts').select(['id', 'firstname']).where('email', '=', email).executeTakeFirst();
    if (owner && mail.enabled) await enqueueMail(trx, owner.id, accountExistsMail(email, owner.firstname, publicUrl));
  };

  return {
    /**
     * Stores the vendor with a scrypt hash, never the password. A new e-mail and one that already has an
     * account take the same work (one hash, one transaction, one e-mail queued to the address: a welcome,
     * or a notice to the owner), so neither the answer nor its time tells a stranger who has an account.
     */
    async signUp({ firstname, lastname, email, password }: SignUpPayload, { log }: Caller): Promise<void> {
      const password_hash = await hashPassword(password);
      let created: boolean;
      try {
        created = await db.transaction().execute(async (trx) => {
          const existing = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
          if (existing) {
            await tellOwner(trx, email);
            return false;
          }
          const { id } = await trx
            .insertInto('accounts')
            .values({ firstname, lastname, email, password_hash, created_at: new Date().toISOString() })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (mail.enabled) await enqueueMail(trx, id, accountCreatedMail(email, firstname, publicUrl));
          return true;
        });
      } catch (error) {
        // Another sign-up with the same address won the race: the same as an existing account.
        if (!isUniqueViolation(error)) throw error;
        await db.transaction().execute((trx) => tellOwner(trx, email));
        created = false;
      }
      mail.nudge();
      log.info(created ? 'vendor account created' : 'sign-up for an existing vendor account; its owner is told by e-mail');
    },

    /**
     * The account the credentials name. The failure is counted before the password is checked
     * (`login-throttle.ts`); an unknown e-mail and a wrong password take the same path, time and answer.
     * `browserCookie`: the known-browser cookie the request carried, if any (`known-browsers.ts`).
     */
    async checkCredentials({ email, password }: LoginPayload, { ip }: Caller, browserCookie?: string): Promise<SessionAccount> {
      const attempt = await app.loginThrottle.attempt(throttleKeys(email, ip, browsers.idFor(email, browserCookie)), async () => {
        const found = await db.selectFrom('accounts').select(['id', 'firstname', 'lastname', 'email', 'password_hash']).where('email', '=', email).executeTakeFirst();
        const valid = await verifyPassword(password, found?.password_hash);
        return found && valid ? { id: found.id, firstname: found.firstname, lastname: found.lastname, email: found.email } : null;
      });
      if (attempt.throttled) {
        throw new DomainError('rate-limited', tooManyAttemptsMessage(attempt.waitMs), { headers: { 'retry-after': String(Math.ceil(attempt.waitMs / 1000)) } });
      }
      if (!attempt.result) throw new DomainError('unauthenticated', ACCOUNT_MESSAGES.invalidCredentials);
      return attempt.result;
    },

    /** A known-browser cookie for the browser that just logged in as `account`. */
    rememberBrowser(account: SessionAccount): string {
      return browsers.issue(account.email);
    },

    /**
     * "Forgot password?" (issue 23, item 8): limited per e-mail and per client address, counted whether or
     * not the address is known, so the limit says nothing about who has an account. The answer does the
     * same work for any e-mail (the limits, one token and its hash) and returns; looking the e-mail up and,
     * for an account, storing the link's SHA-256 with its e-mail in the durable outbox happen after the
     * answer (`writeResetLink`), so neither its content nor its time tells a stranger who has an account.
     * A host that stops between the answer and that write loses the request; the vendor asks again.
     */
    async requestPasswordReset(email: string, { ip, log }: Caller): Promise<void> {
      for (const [limiter, key] of [
        [resetsPerClient, ip],
        [resetsPerEmail, throttleKey(email, '')],
      ] as const) {
        try {
          await limiter.consume(key);
        } catch (outcome) {
          if (!isLimitReached(outcome)) throw outcome;
          throw new DomainError('rate-limited', RESET_MESSAGES.tooMany, { headers: { 'retry-after': String(retryAfterSeconds(outcome.msBeforeNext)) } });
        }
      }
      const token = randomBytes(32).toString('base64url');
      const hash = tokenHash(token);
      // On the event loop's next turn: by then this request's answer has been written.
      const written: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => writeResetLink(email, token, hash, log))
        .catch((error: unknown) => log.error({ err: error }, 'password reset link not written'))
        .finally(() => resetsInFlight.delete(written));
      resetsInFlight.add(written);
    },

    /** The link works once, for an hour; using it ends every session of the account and voids its other links. */
    async resetPassword(token: string, password: string, { log }: Caller): Promise<void> {
      const now = new Date();
      const invalid = () => new DomainError('invalid', RESET_MESSAGES.invalidLink, { errors: { token: RESET_MESSAGES.invalidLink } });
      const reset = await db.selectFrom('password_resets').select(['id', 'account_id', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
      if (!reset || reset.used_at || reset.expires_at <= now.toISOString()) throw invalid();
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        // Used once: of two resets racing on one link, only the first marks it.
        const marked = await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw invalid();
        await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', reset.account_id).execute();
        await trx.deleteFrom('sessions').where('account_id', '=', reset.account_id).execute();
        await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('account_id', '=', reset.account_id).where('used_at', 'is', null).execute();
      });
      log.info('vendor password reset');
    },

    /**
     * A vendor's registration, for a tender (unknown or unpublished: invalid; not open: a conflict, with the
     * reason) or for none; it and its New lead for the staff desk commit together, and its seven fields
     * become the account's vendor profile. A repeat for the same tender is a conflict.
     */
    async registerVendor(accountId: number, registration: VendorRegistrationPayload, { log }: Caller): Promise<void> {
      if (registration.tenderNo) {
        const refusal = await tenderRefusal(db, registration.tenderNo);
        if (refusal) throw new DomainError(refusal.status === 400 ? 'invalid' : 'conflict', refusal.message, { errors: { tenderNo: refusal.message } });
      }
      try {
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('vendor_registrations')
            .values({
              account_id: accountId,
              tender_no: registration.tenderNo ?? '',
              vendor_name: registration.vendorName,
              email: registration.email,
              mobile_number: registration.mobileNumber,
              company_name: registration.companyName,
              gst_number: registration.gstNumber,
              pan_number: registration.panNumber,
              udyam_number: registration.udyamNumber,
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordNewLead(trx, 'vendor', id);
          // The seven fields fill the form next time; this registration's values are the latest.
          const { tenderNo: _tender, ...profile } = registration;
          await saveVendorProfile(trx, accountId, profile);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('conflict', VENDOR_MESSAGES.duplicate);
        throw error;
      }
      log.info({ tenderNo: registration.tenderNo ?? null }, 'vendor registration stored');
    },

    /** The profile alone (no tender, no registration, no lead for the desk): what a vendor completes to bid. */
    async saveProfile(accountId: number, profile: VendorProfilePayload): Promise<void> {
      await db.transaction().execute((trx) => saveVendorProfile(trx, accountId, profile));
    },

    /** The trades alone (issue 38, item 5): which tenders the vendor is e-mailed about; no profile needed. */
    async saveTrades(accountId: number, trades: readonly string[]): Promise<void> {
      await db.transaction().execute((trx) => saveVendorTrades(trx, accountId, trades));
    },
  };
}
