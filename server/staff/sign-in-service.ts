import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES, type StaffCodePayload, type StaffLoginPayload, type StaffSetupPayload } from '@/shared/contracts/staff';
import { tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { DomainError } from '../lib/domain-error';
import { isLimitReached, retryAfterSeconds } from '../lib/limits';
import { hashPassword, verifyPassword } from '../lib/password';
import { MAX_ACCOUNT_FAILURES, MAX_FAILURES, throttleKeys } from '../accounts/login-throttle';
import { sha256 } from './accounts';
import type { Actor, StaffRole } from './actor';
import { appendAudit } from './audit-log';
import { recordCredentialEvent, setupLinkIssuer } from './credential-events';
import { isCommonPassword } from './common-passwords';
import { knownBrowsers } from '../accounts/known-browsers';
import { secretBox } from './secret-box';
import { newSessionId } from './sessions';
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from './totp';

/**
 * The staff desk's sign-in: set-up from a one-time link, then the two steps (password, then the
 * authenticator's code). It owns their SQL and rules and refuses with `DomainError`; the routes
 * (`server/routes/staff/index.ts`) keep the cookies.
 *
 * The sign-in never says which part was wrong: the password step always answers "now the code", and the
 * code step judges the e-mail, the password and the code together. Nothing locks an account: a lock that
 * strangers can set keeps the member out, and one that only real accounts get names them. Instead the
 * password step is throttled, counted before the password is checked and by the e-mail typed whether or
 * not it is a member's, so the answers never differ: per address (any e-mails), per e-mail and address,
 * and per e-mail across every address for browsers that never signed in as the member. A browser that did
 * (`known-browsers.ts`) is counted under its own id instead, so a flood from many addresses that spends
 * the e-mail's budget does not keep the member out of the browsers they use.
 */

/** Time from the password step to the code step. */
export const LOGIN_STEP_TTL_MS = 5 * 60 * 1000;
/** Failed password steps per client address, whichever e-mails they name. */
const MAX_FAILURES_PER_ADDRESS = 20;
const FAILURE_WINDOW_SECONDS = 15 * 60;

const asRole = (role: string) => role as StaffRole;

/** A member as the desk shows them once signed in. */
export interface SignedInMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export type StaffSignInService = ReturnType<typeof staffSignInService>;

/** The service, made once per host (its limiters live as long as the host). */
export function staffSignInService(app: FastifyInstance) {
  const { db } = app.database;
  const box = secretBox(app.config.sessionSecret);
  const browsers = knownBrowsers(app.config.sessionSecret, 'staff');
  const perAddress = app.createLimiter({ keyPrefix: 'staff-login-ip', points: MAX_FAILURES_PER_ADDRESS, durationSeconds: FAILURE_WINDOW_SECONDS });
  const perEmailAndAddress = app.createLimiter({ keyPrefix: 'staff-login', points: MAX_FAILURES, durationSeconds: FAILURE_WINDOW_SECONDS });
  const perEmail = app.createLimiter({ keyPrefix: 'staff-login-account', points: MAX_ACCOUNT_FAILURES, durationSeconds: FAILURE_WINDOW_SECONDS });
  const perBrowser = app.createLimiter({ keyPrefix: 'staff-login-browser', points: MAX_FAILURES, durationSeconds: FAILURE_WINDOW_SECONDS });

  /** The limits one attempt counts under, and what a sign-in that completes gives back of each. */
  const limitsFor = (email: string, ip: string, browserCookie: string | undefined) => {
    const keys = throttleKeys(email, ip);
    const browser = browsers.idFor(email, browserCookie);
    return [
      { limiter: perAddress, key: ip, onSuccess: 'reward' },
      { limiter: perEmailAndAddress, key: keys.address, onSuccess: 'forget' },
      browser ? { limiter: perBrowser, key: browser, onSuccess: 'forget' } : { limiter: perEmail, key: keys.account, onSuccess: 'reward' },
    ] as const;
  };

  /** The set-up link's member and token row, or null when it is unknown, used, expired or the member is disabled. */
  async function setupTarget(token: string, now: Date) {
    const row = await db
      .selectFrom('staff_setup_tokens')
      .innerJoin('staff', 'staff.id', 'staff_setup_tokens.staff_id')
      .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.disabled', 'staff_setup_tokens.token_hash', 'staff_setup_tokens.expires_at', 'staff_setup_tokens.used_at', 'staff_setup_tokens.totp_secret'])
      .where('staff_setup_tokens.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.disabled || row.expires_at <= now.toISOString()) return null;
    return row;
  }

  return {
    /** Who the set-up link is for and the authenticator to enrol; gone when the link is spent. */
    async setupInfo(token: string) {
      const target = token && token.length <= 200 ? await setupTarget(token, new Date()) : null;
      if (!target) throw new DomainError('gone', STAFF_MESSAGES.setupInvalid);
      // The secret is made on the first visit and kept with the link, so a reload shows the same QR code.
      let secret = target.totp_secret ? box.open(target.totp_secret) : null;
      if (!secret) {
        secret = newTotpSecret();
        await db.updateTable('staff_setup_tokens').set({ totp_secret: box.seal(secret) }).where('token_hash', '=', target.token_hash).execute();
      }
      const uri = totpUri(secret, target.email);
      return { staff: { email: target.email, name: target.name }, totp: { secret, uri, qrSvg: await totpQrSvg(uri) } };
    },

    /** The member's password and authenticator, from the link (used once) and the first code. */
    async setUp({ token, password, code }: StaffSetupPayload, ip: string): Promise<void> {
      const now = new Date();
      const target = await setupTarget(token, now);
      const secret = target?.totp_secret ? box.open(target.totp_secret) : null;
      const invalidLink = () => new DomainError('invalid', STAFF_MESSAGES.setupInvalid, { errors: { token: STAFF_MESSAGES.setupInvalid } });
      if (!target) throw invalidLink();
      if (!secret) throw new DomainError('invalid', STAFF_MESSAGES.setupInvalid, { errors: { token: 'Open the set-up link again to see your authenticator code.' } });
      if (isCommonPassword(password)) throw new DomainError('invalid', STAFF_MESSAGES.passwordCommon, { errors: { password: STAFF_MESSAGES.passwordCommon } });
      const step = matchTotp(secret, code, now, null);
      if (step === null) throw new DomainError('invalid', STAFF_MESSAGES.setupCodeWrong, { errors: { code: STAFF_MESSAGES.setupCodeWrong } });
      const passwordHash = await hashPassword(password);
      const actor: Actor = { kind: 'staff', staffId: target.id, email: target.email, role: asRole(target.role) };
      await db.transaction().execute(async (trx) => {
        // Used once: of two set-ups racing on one link, only the first marks it.
        const marked = await trx
          .updateTable('staff_setup_tokens')
          .set({ used_at: now.toISOString(), totp_secret: null })
          .where('token_hash', '=', target.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw invalidLink();
        await trx
          .updateTable('staff')
          // The enrolment code's step counts as used: it cannot also sign in.
          .set({ password_hash: passwordHash, totp_secret: box.seal(secret), totp_last_step: step, failed_attempts: 0, locked_until: null })
          .where('id', '=', target.id)
          .execute();
        // The member enrols themself, through a link someone else issued: the record names the issuer.
        await recordCredentialEvent(trx, { staffId: target.id, kind: 'enrolled', byStaffId: await setupLinkIssuer(trx, target.id) }, now);
        await appendAudit(
          trx,
          { actor, action: 'staff.setup', subject: `staff:${target.email}`, changes: { password: { from: null, to: 'set' }, authenticator: { from: null, to: 'enrolled' } }, ip },
          now,
        );
      });
    },

    /**
     * The password step: its outcome is kept, unjudged, for the code step; the answer is the same either
     * way. Returns the step's id (the cookie's value). One failure is reserved per limit before the password
     * is checked (a refusal by one gives back what the others reserved); a sign-in that completes gives it
     * back. `browserCookie`: the known-browser cookie the request carried, if any.
     */
    async passwordStep({ email, password }: StaffLoginPayload, ip: string, browserCookie?: string): Promise<string> {
      const now = new Date();
      const reserved: Array<ReturnType<typeof limitsFor>[number]> = [];
      for (const limit of limitsFor(email, ip, browserCookie)) {
        try {
          await limit.limiter.consume(limit.key);
          reserved.push(limit);
        } catch (outcome) {
          await Promise.all(reserved.map((done) => done.limiter.reward(done.key, 1).catch(() => undefined)));
          if (!isLimitReached(outcome)) throw outcome;
          throw new DomainError('rate-limited', tooManyAttemptsMessage(outcome.msBeforeNext), { headers: { 'retry-after': String(retryAfterSeconds(outcome.msBeforeNext)) } });
        }
      }
      const found = await db.selectFrom('staff').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
      // An unknown e-mail costs the same hashing as a known one.
      const passwordOk = await verifyPassword(password, found?.password_hash);
      const id = newSessionId();
      await db.deleteFrom('staff_login_steps').where('expires_at', '<=', now.toISOString()).execute();
      await db
        .insertInto('staff_login_steps')
        .values({
          id_hash: id.hash,
          staff_id: found?.id ?? null,
          password_ok: passwordOk ? 1 : 0,
          email,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + LOGIN_STEP_TTL_MS).toISOString(),
        })
        .execute();
      return id.value;
    },

    /**
     * The code step of the password step `stepId` names: the member it signs in, or a refusal (expired
     * step 401, anything wrong 401). Each password step allows one code, right or wrong.
     */
    async codeStep({ code }: StaffCodePayload, stepId: string | undefined, ip: string, browserCookie?: string): Promise<SignedInMember> {
      const now = new Date();
      // Deleted as it is read.
      const stepRow = stepId ? await db.deleteFrom('staff_login_steps').where('id_hash', '=', sha256(stepId)).returningAll().executeTakeFirst() : undefined;
      if (!stepRow || stepRow.expires_at <= now.toISOString()) throw new DomainError('unauthenticated', STAFF_MESSAGES.stepExpired);

      const member =
        stepRow.staff_id === null
          ? undefined
          : await db
              .selectFrom('staff')
              .select(['id', 'email', 'name', 'role', 'disabled', 'totp_secret', 'totp_last_step'])
              .where('id', '=', stepRow.staff_id)
              .executeTakeFirst();
      const actor: Actor | { kind: 'anonymous' } = member ? { kind: 'staff', staffId: member.id, email: member.email, role: asRole(member.role) } : { kind: 'anonymous' };
      const secret = member?.totp_secret ? box.open(member.totp_secret) : null;
      const step = member && !member.disabled && stepRow.password_ok && secret ? matchTotp(secret, code, now, member.totp_last_step) : null;
      // Of two requests with the same code, only the one that moves the last step on signs in.
      const claimed =
        member && step !== null
          ? await db
              .updateTable('staff')
              // A sign-in with both factors also lifts the bid opening's lock (`lockout.ts`), as it always has.
              .set({ totp_last_step: step, failed_attempts: 0, locked_until: null })
              .where('id', '=', member.id)
              .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
              .executeTakeFirst()
          : undefined;

      if (!member || Number(claimed?.numUpdatedRows ?? 0) !== 1) {
        // The failure stands as the password step reserved it; nothing is written to the member's row.
        await appendAudit(db, { actor, action: 'staff.sign-in-failed', subject: `staff:${stepRow.email}`, changes: {}, ip }, now);
        throw new DomainError('unauthenticated', STAFF_MESSAGES.signInFailed);
      }

      await Promise.all(limitsFor(stepRow.email, ip, browserCookie).map((limit) => (limit.onSuccess === 'forget' ? limit.limiter.delete(limit.key) : limit.limiter.reward(limit.key, 1))));
      return { id: member.id, email: member.email, name: member.name, role: asRole(member.role) };
    },

    /** A known-browser cookie for the browser that just signed in as `member` (`known-browsers.ts`). */
    rememberBrowser(member: SignedInMember): string {
      return browsers.issue(member.email);
    },

    /** The sign-in's audit entry, once its session is started. */
    async recordSignIn(member: SignedInMember, ip: string): Promise<void> {
      const actor: Actor = { kind: 'staff', staffId: member.id, email: member.email, role: member.role };
      await appendAudit(db, { actor, action: 'staff.sign-in', subject: `staff:${member.email}`, changes: {}, ip });
    },

    /** The member a staff session cookie names, ended or not (what a sign-out audits). */
    async memberOfSession(cookieValue: string | undefined): Promise<Actor | null> {
      const session = cookieValue
        ? await db
            .selectFrom('staff_sessions')
            .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
            .select(['staff.id', 'staff.email', 'staff.role'])
            .where('staff_sessions.id_hash', '=', sha256(cookieValue))
            .executeTakeFirst()
        : undefined;
      return session ? { kind: 'staff', staffId: session.id, email: session.email, role: asRole(session.role) } : null;
    },

    /** The sign-out's audit entry, when there was a member to sign out. */
    async recordSignOut(actor: Actor | null, ip: string): Promise<void> {
      if (actor?.kind === 'staff') await appendAudit(db, { actor, action: 'staff.sign-out', subject: `staff:${actor.email}`, changes: {}, ip });
    },
  };
}
