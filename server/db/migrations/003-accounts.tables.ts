import type { Generated } from 'kysely';

/**
 * Tables of the accounts area: vendor accounts, their sessions, failed log-ins (for throttling) and
 * vendor registrations. Timestamps are ISO strings (`toISOString()`), so they compare as text and read
 * the same on SQLite and PostgreSQL.
 */

export interface AccountsTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (see `server/lib/password.ts`); never the password. */
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's random token: a stolen table does not give working cookies. */
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** SHA-256 of e-mail + client address, so the table holds no e-mail typed by a stranger. */
  throttle_key: string;
  failed_at: string;
}

/** The vendor registration form's seven fields as columns: a registration keeps them as sent, a vendor profile (012) as last saved. */
export interface VendorFieldsColumns {
  vendor_name: string;
  email: string;
  mobile_number: string;
  company_name: string;
  gst_number: string;
  pan_number: string;
  udyam_number: string;
}

export interface VendorRegistrationsTable extends VendorFieldsColumns {
  id: Generated<number>;
  account_id: number;
  /** The tender the vendor applied for; '' for a registration without one. */
  tender_no: string;
  created_at: string;
}

export interface AccountTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  vendor_registrations: VendorRegistrationsTable;
}
