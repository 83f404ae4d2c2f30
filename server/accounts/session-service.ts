import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SessionUser } from '@/shared/contracts/accounts';

/**
 * Vendor sessions in the database: the cookie holds a random token; the table holds only its SHA-256 with
 * the account and an expiry, so a leaked table gives no working cookie and log-out really ends a session.
 * The cookie itself is the route's (`server/routes/accounts/sessions.ts`).
 */

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface SessionAccount extends SessionUser {
  id: number;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the account (a fresh token, so a planted cookie can never be promoted); expired ones are swept. */
export async function createSession(db: Kysely<DB>, accountId: number, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('sessions').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The account a session token belongs to, or null when it is unknown or has expired. */
export async function accountOfSession(db: Kysely<DB>, token: string, now: Date = new Date()): Promise<SessionAccount | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.firstname', 'accounts.lastname', 'accounts.email'])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}
