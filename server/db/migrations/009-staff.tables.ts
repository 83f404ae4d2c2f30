import type { Generated } from 'kysely';

/**
 * Tables of the staff desk (migration 009): staff accounts, their one-time set-up links, their sign-in
 * steps and sessions, and the audit log. Timestamps are ISO strings, as everywhere else; ids and tokens
 * a cookie or a link carries are stored only as their SHA-256 (hex).
 */

export interface StaffTable {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique. */
  email: string;
  name: string;
  /** `admin`, `sales` or `tenders` (see `server/staff/actor.ts`). */
  role: string;
  /** `scrypt$…` (`server/lib/password.ts`); null until set up, and again after a reset. */
  password_hash: string | null;
  /** The TOTP secret sealed with a key derived from SESSION_SECRET (`server/staff/secret-box.ts`); null until enrolled. */
  totp_secret: string | null;
  /** The last 30-second step whose code signed in: a code is good once. */
  totp_last_step: number | null;
  /** 1 when disabled (never deleted: the audit log names them). */
  disabled: Generated<number>;
  failed_attempts: Generated<number>;
  /** While in the future, every sign-in is refused. */
  locked_until: string | null;
  created_at: string;
}

export interface StaffSetupTokensTable {
  /** SHA-256 of the token in the set-up link. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The TOTP secret offered on the set-up page (sealed), kept so a reload shows the same QR code. */
  totp_secret: string | null;
}

export interface StaffLoginStepsTable {
  /** SHA-256 of the `vk_staff_login` cookie: the password step done, the code step awaited. */
  id_hash: string;
  /** Null when the e-mail is unknown: the answer must not tell. */
  staff_id: number | null;
  /** 1 when the password was right (known only to the server until the code step). */
  password_ok: number;
  /** The e-mail as typed (lower-cased), for the audit entry of the outcome. */
  email: string;
  created_at: string;
  expires_at: string;
}

export interface StaffSessionsTable {
  /** SHA-256 of the `vk_staff` cookie's 32 random bytes. */
  id_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  /** created_at + 12 h: the absolute limit, whatever the activity. */
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** JSON of the `Actor` (or `{ kind: 'anonymous' }` for a failed sign-in of an unknown address). */
  actor: string;
  action: string;
  subject: string;
  /** JSON: `{ field: { from, to } }`. */
  changes: string;
  ip: string;
  /** The hash of the entry before ('' for the first). */
  prev_hash: string;
  /** SHA-256 (hex) of prev_hash + this entry's canonical JSON (`server/staff/audit-log.ts`). */
  hash: string;
}

export interface StaffTables {
  staff: StaffTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_login_steps: StaffLoginStepsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
}
