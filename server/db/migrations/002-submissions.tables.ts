import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the submissions area: what visitors send through the three public forms, and the
 * e-mails to the office about them. Columns carry the payload's field names (docs/spec-fields.md §3), so a
 * stored row reads like what was sent; they are written out here, as `002-submissions.ts` creates them,
 * not derived from the request schema, so a field renamed in the schema fails to compile where it is stored. Timestamps are ISO strings (`toISOString()`): they compare as
 * text and read the same on SQLite and PostgreSQL.
 */

interface Stored {
  id: Generated<number>;
  created_at: string;
  /** The language of the page it was sent from, 'en' or 'mr' (migration 017). */
  language: Generated<string>;
}

export interface EnquiriesTable extends Stored {
  name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
}

export interface ContactMessagesTable extends Stored {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface CareerApplicationsTable extends Stored {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  selectedPost: string;
  currentLocation: string;
  currentEmployer: string;
  experience: string;
  qualification: string;
  /** The file name the applicant's computer gave it (shown to staff, never used as a path). */
  resume_name: string;
  /** MIME type found from the content, not from the name. */
  resume_type: string;
  resume_size: number;
  /** The file itself: kept in the database so one backup holds every application whole. */
  resume_data: Buffer;
}

/** `bid-receipt` and `bid-notice` (migration 011) go to the vendor named in `recipient`, not the office. */
export type SubmissionKind = 'enquiry' | 'contact-message' | 'career-application' | 'bid-receipt' | 'bid-notice' | BookingMailKind;

/** Migration 013: a booking's mails (the submission id is the booking's). */
export type BookingMailKind = 'booking-office' | 'booking-confirmation' | 'booking-reminder' | 'booking-change';

/**
 * Notifications to the office, written in the same transaction as the submission and sent by the
 * outbox worker (`server/lib/mail/`), so a mail server that is down delays an e-mail but never loses
 * or blocks a submission.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** A submission's kind, or a mail to a vendor's own address (migration 012). */
  kind: MailKind;
  submission_id: number;
  subject: string;
  body: string;
  /** The visitor's address when it looks like one, so staff can simply reply. */
  reply_to: string | null;
  created_at: string;
  attempts: number;
  /** Not sent before this time (backoff after a failure). */
  next_attempt_at: string;
  /** A worker holds the row until then; a crashed worker's claim simply runs out. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** Migration 011: the addressee when it is not the office (a vendor's receipt, a reset link, a visitor's booking confirmation); null for the office (`SMTP_TO`). */
  recipient: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 013: an iCalendar invitation sent with the mail. */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Mails to a vendor, not to the office (migration 012). */
export type VendorMailKind = 'password-reset' | 'vendor-account' | 'tender-alert';

/** Migration 020: a notice to a staff member's own address (the openers of a tender named or changed, to every admin). */
export type StaffMailKind = 'staff-notice';

/** What an outbox row is: a submission's mail (to the office, or a visitor's copy), a vendor's own, or a staff member's. */
export type MailKind = SubmissionKind | VendorMailKind | StaffMailKind;

export interface SubmissionTables {
  enquiries: EnquiriesTable;
  contact_messages: ContactMessagesTable;
  career_applications: CareerApplicationsTable;
  mail_outbox: MailOutboxTable;
}
