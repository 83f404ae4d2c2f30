import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES, staffCodeSchema, staffLoginSchema, staffSetupSchema } from '../../../src/shared/contracts/staff';
import { tooManyAttemptsMessage } from '../../../src/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error';
import { isLimitReached, retryAfterSeconds } from '../../lib/limits';
import { hashPassword, verifyPassword } from '../../lib/password';
import { writeRoute } from '../../lib/write-route';
import { MAX_FAILURES, throttleKey } from '../accounts/login-throttle';
import { sha256 } from '../../staff/accounts';
import type { Actor, StaffRole } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { recordCredentialEvent, setupLinkIssuer } from '../../staff/credential-events';
import { isCommonPassword } from '../../staff/common-passwords';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { secretBox } from '../../staff/secret-box';
import { endStaffSession, newSessionId, staffCookieOptions, startStaffSession, STAFF_COOKIE } from '../../staff/sessions';
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from '../../staff/totp';
import { leadRoutes } from './leads';
import { staffBookingRoutes } from './bookings';
import { staffAvailabilityRoutes } from './availability';
import { staffAuditRoutes } from './audit';
import { staffMemberRoutes } from './members';
import { loginStepAnswer, refusal, sessionAnswer, setupInfoAnswer, signedInAnswer } from './answers';
import { staffTenderRoutes } from './tenders';
import { staffTenderQuestionRoutes } from './tender-questions';
import { staffBidRoutes } from './bids';

/**
 * The staff desk's own API under `/api/staff/`: set-up from a one-time link, the two-step sign-in
 * (password, then the authenticator's code), sign-out and the session. Every answer is `no-store`.
 *
 * The sign-in never says which part was wrong: the password step always answers "now the code", and the
 * code step judges the e-mail, the password and the code together. Five failures lock the account for
 * 15 minutes (and the answer says so); the password step is also throttled per account and address and
 * per address, counted before the password is checked, as the vendor log-in is (`accounts/login-throttle.ts`).
 *
 * Every route here but set-up, sign-in and sign-out is guarded with `staffRoute(...)` (`staff/guard.ts`);
 * `server/route-table.test.ts` fails for one that is not.
 */

const LOGIN_STEP_COOKIE = 'vk_staff_login';
/** Time from the password step to the code step. */
const LOGIN_STEP_TTL_MS = 5 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
/** Failed password steps per client address, whichever e-mails they name. */
const MAX_FAILURES_PER_ADDRESS = 20;
const FAILURE_WINDOW_SECONDS = 15 * 60;

const asRole = (role: string) => role as StaffRole;

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const box = secretBox(app.config.sessionSecret);
  const perAccount = app.createLimiter({ keyPrefix: 'staff-login', points: MAX_FAILURES, durationSeconds: FAILURE_WINDOW_SECONDS });
  const perAddress = app.createLimiter({ keyPrefix: 'staff-login-ip', points: MAX_FAILURES_PER_ADDRESS, durationSeconds: FAILURE_WINDOW_SECONDS });
  const stepCookie = staffCookieOptions(app, `${app.config.basePath}/api/staff/login`);

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // The desks: each its own plugin under this one, so the no-store hook above covers them too.
  await app.register(staffTenderRoutes);
  await app.register(staffTenderQuestionRoutes);
  await app.register(staffBidRoutes);

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

  app.get<{ Querystring: { token?: string } }>(
    '/api/staff/setup',
    { schema: { response: { 200: setupInfoAnswer, 410: refusal } } },
    async (request) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const target = token && token.length <= 200 ? await setupTarget(token, new Date()) : null;
      if (!target) throw new HttpError(410, STAFF_MESSAGES.setupInvalid);
      // The secret is made on the first visit and kept with the link, so a reload shows the same QR code.
      let secret = target.totp_secret ? box.open(target.totp_secret) : null;
      if (!secret) {
        secret = newTotpSecret();
        await db.updateTable('staff_setup_tokens').set({ totp_secret: box.seal(secret) }).where('token_hash', '=', target.token_hash).execute();
      }
      const uri = totpUri(secret, target.email);
      return { success: true, staff: { email: target.email, name: target.name }, totp: { secret, uri, qrSvg: await totpQrSvg(uri) } };
    },
  );

  writeRoute(app, {
    url: '/api/staff/setup',
    schema: staffSetupSchema,
    handler: async ({ token, password, code }, { request }) => {
      const now = new Date();
      const target = await setupTarget(token, now);
      const secret = target?.totp_secret ? box.open(target.totp_secret) : null;
      if (!target) throw new HttpError(400, STAFF_MESSAGES.setupInvalid, { token: STAFF_MESSAGES.setupInvalid });
      if (!secret) throw new HttpError(400, STAFF_MESSAGES.setupInvalid, { token: 'Open the set-up link again to see your authenticator code.' });
      if (isCommonPassword(password)) throw new HttpError(400, STAFF_MESSAGES.passwordCommon, { password: STAFF_MESSAGES.passwordCommon });
      const step = matchTotp(secret, code, now, null);
      if (step === null) throw new HttpError(400, STAFF_MESSAGES.setupCodeWrong, { code: STAFF_MESSAGES.setupCodeWrong });
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
        if (Number(marked.numUpdatedRows) !== 1) throw new HttpError(400, STAFF_MESSAGES.setupInvalid, { token: STAFF_MESSAGES.setupInvalid });
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
          { actor, action: 'staff.setup', subject: `staff:${target.email}`, changes: { password: { from: null, to: 'set' }, authenticator: { from: null, to: 'enrolled' } }, ip: request.ip },
          now,
        );
      });
      return { success: true, message: STAFF_MESSAGES.setupDone };
    },
  });

  writeRoute(app, {
    url: '/api/staff/login',
    schema: staffLoginSchema,
    answer: loginStepAnswer,
    handler: async ({ email, password }, { request, reply }) => {
      const now = new Date();
      // One failure is reserved per key before the password is checked; a sign-in that completes gives it back.
      for (const [limiter, key] of [
        [perAddress, request.ip],
        [perAccount, throttleKey(email, request.ip)],
      ] as const) {
        try {
          await limiter.consume(key);
        } catch (outcome) {
          if (!isLimitReached(outcome)) throw outcome;
          throw new HttpError(429, tooManyAttemptsMessage(outcome.msBeforeNext), undefined, { 'retry-after': String(retryAfterSeconds(outcome.msBeforeNext)) });
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
      reply.setCookie(LOGIN_STEP_COOKIE, id.value, stepCookie);
      return { success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' as const };
    },
  });

  writeRoute(app, {
    url: '/api/staff/login/code',
    schema: staffCodeSchema,
    answer: signedInAnswer,
    handler: async ({ code }, { request, reply }) => {
      const now = new Date();
      const value = request.cookies[LOGIN_STEP_COOKIE];
      reply.clearCookie(LOGIN_STEP_COOKIE, stepCookie);
      const stepRow = value
        ? await db.deleteFrom('staff_login_steps').where('id_hash', '=', sha256(value)).returningAll().executeTakeFirst()
        : undefined;
      // Deleted as it is read: each password step allows one code, right or wrong.
      if (!stepRow || stepRow.expires_at <= now.toISOString()) throw new HttpError(401, STAFF_MESSAGES.stepExpired);

      const member = stepRow.staff_id === null
        ? undefined
        : await db
            .selectFrom('staff')
            .select(['id', 'email', 'name', 'role', 'disabled', 'totp_secret', 'totp_last_step', 'failed_attempts', 'locked_until'])
            .where('id', '=', stepRow.staff_id)
            .executeTakeFirst();
      const actor: Actor | { kind: 'anonymous' } = member
        ? { kind: 'staff', staffId: member.id, email: member.email, role: asRole(member.role) }
        : { kind: 'anonymous' };
      const subject = `staff:${stepRow.email}`;
      const audit = (action: string, changes: Record<string, { from: unknown; to: unknown }> = {}) =>
        appendAudit(db, { actor, action, subject, changes, ip: request.ip }, now);

      if (member?.locked_until && member.locked_until > now.toISOString() && !member.disabled) {
        await audit('staff.sign-in-refused', { lockedUntil: { from: member.locked_until, to: member.locked_until } });
        throw new HttpError(403, STAFF_MESSAGES.locked);
      }
      const secret = member?.totp_secret ? box.open(member.totp_secret) : null;
      const step = member && !member.disabled && stepRow.password_ok && secret ? matchTotp(secret, code, now, member.totp_last_step) : null;
      // Of two requests with the same code, only the one that moves the last step on signs in.
      const claimed =
        member && step !== null
          ? await db
              .updateTable('staff')
              .set({ totp_last_step: step, failed_attempts: 0, locked_until: null })
              .where('id', '=', member.id)
              .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
              .executeTakeFirst()
          : undefined;

      if (!member || Number(claimed?.numUpdatedRows ?? 0) !== 1) {
        if (member && !member.disabled) {
          const failures = member.failed_attempts + 1;
          const locks = failures >= MAX_FAILURES;
          const lockedUntil = locks ? new Date(now.getTime() + LOCK_MS).toISOString() : member.locked_until;
          await db.updateTable('staff').set({ failed_attempts: locks ? 0 : failures, locked_until: lockedUntil }).where('id', '=', member.id).execute();
          await audit('staff.sign-in-failed', locks ? { lockedUntil: { from: member.locked_until, to: lockedUntil } } : { failedAttempts: { from: member.failed_attempts, to: failures } });
          if (locks) throw new HttpError(403, STAFF_MESSAGES.locked);
        } else {
          await audit('staff.sign-in-failed');
        }
        throw new HttpError(401, STAFF_MESSAGES.signInFailed);
      }

      await perAccount.delete(throttleKey(stepRow.email, request.ip));
      await perAddress.reward(request.ip, 1);
      // A new session id at every sign-in: a cookie planted before it is never promoted.
      await endStaffSession(app, request, reply);
      await startStaffSession(app, reply, member.id, now);
      await audit('staff.sign-in');
      return { success: true, message: STAFF_MESSAGES.signedIn, staff: { email: member.email, name: member.name, role: asRole(member.role) } };
    },
  });

  // Sign-out sends no body; a write like any other for the budget and CSRF.
  writeRoute(app, {
    url: '/api/staff/logout',
    handler: async (_nothing, { request, reply }) => {
      const value = request.cookies[STAFF_COOKIE];
      const session = value
        ? await db
            .selectFrom('staff_sessions')
            .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
            .select(['staff.id', 'staff.email', 'staff.role'])
            .where('staff_sessions.id_hash', '=', sha256(value))
            .executeTakeFirst()
        : undefined;
      await endStaffSession(app, request, reply);
      if (session) {
        const actor: Actor = { kind: 'staff', staffId: session.id, email: session.email, role: asRole(session.role) };
        await appendAudit(db, { actor, action: 'staff.sign-out', subject: `staff:${session.email}`, changes: {}, ip: request.ip });
      }
      return { success: true, message: STAFF_MESSAGES.signedOut };
    },
  });

  app.get(
    '/api/staff/session',
    { ...staffRoute(), schema: { response: { 200: sessionAnswer, 401: refusal, 403: refusal } } },
    async (request) => {
      const { email, name, role } = signedInStaff(request);
      return { success: true, staff: { email, name, role } };
    },
  );

  await leadRoutes(app);
  await staffBookingRoutes(app);
  await staffAvailabilityRoutes(app);
  // The desk's areas, inside this plugin so they share its no-store hook.
  await staffAuditRoutes(app);
  await staffMemberRoutes(app);
}
