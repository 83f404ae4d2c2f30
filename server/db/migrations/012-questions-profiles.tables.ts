import type { Generated } from 'kysely';
import type { VendorFieldsColumns } from './003-accounts.tables';

/**
 * Tables of issue 23's vendor-facing parts (migration 012): pre-bid questions and their answers, the
 * vendor profile kept with the account, and one-time password reset links. Timestamps are ISO strings.
 */

export interface TenderQuestionsTable {
  id: Generated<number>;
  tender_no: string;
  /** The vendor who asked; never shown on the public page nor in the feed. */
  account_id: number;
  question: string;
  asked_at: string;
  /** Null until staff answer. */
  answer: string | null;
  answered_at: string | null;
  /** The staff member's e-mail at the time (read without the staff table). */
  answered_by: string | null;
  /** 1 when the answer is on the tender page and in the feed. */
  published: Generated<number>;
}

/** One row per vendor account: the registration form's seven fields as last saved. */
export interface VendorProfilesTable extends VendorFieldsColumns {
  account_id: number;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's random token: the table alone gives no working link. */
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
  /** Set when the link is used; a used link never works again. */
  used_at: string | null;
}

export interface QuestionProfileTables {
  tender_questions: TenderQuestionsTable;
  vendor_profiles: VendorProfilesTable;
  password_resets: PasswordResetsTable;
}
