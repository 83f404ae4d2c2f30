import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { LeadKind } from '@/entities/lead/model/lead';
import type { DB } from '../db/schema';

/**
 * How each kind of submission becomes a lead: its table, and the SQL expressions of the list row and the
 * search text (what migration 010 backfilled existing rows with; kept equal to it so old and new leads
 * read and match alike). Written as SQL so a new lead is copied from the row just stored, in the
 * submission's own transaction, by the database's own `lower()`, the one the search compares with.
 */
interface LeadSource {
  table: 'enquiries' | 'contact_messages' | 'career_applications' | 'vendor_registrations' | 'bookings';
  name: RawBuilder<string>;
  email: RawBuilder<string>;
  phone: RawBuilder<string>;
  summary: RawBuilder<string>;
  search: RawBuilder<string>;
}

export const LEAD_SOURCES: Record<LeadKind, LeadSource> = {
  enquiry: {
    table: 'enquiries',
    name: sql`name`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`substr(message, 1, 200)`,
    search: sql`name || ' ' || email || ' ' || phone || ' ' || address || ' ' || message`,
  },
  contact: {
    table: 'contact_messages',
    name: sql`name`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`substr(message, 1, 200)`,
    search: sql`name || ' ' || email || ' ' || phone || ' ' || message`,
  },
  career: {
    table: 'career_applications',
    name: sql`"firstName" || case when "middleName" = '' then '' else ' ' || "middleName" end || ' ' || "lastName"`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`"selectedPost"`,
    search: sql`"firstName" || ' ' || "middleName" || ' ' || "lastName" || ' ' || email || ' ' || phone || ' ' || "selectedPost" || ' ' || "currentLocation" || ' ' || "currentEmployer" || ' ' || qualification`,
  },
  vendor: {
    table: 'vendor_registrations',
    name: sql`vendor_name`,
    email: sql`email`,
    phone: sql`mobile_number`,
    summary: sql`tender_no`,
    search: sql`vendor_name || ' ' || email || ' ' || mobile_number || ' ' || company_name || ' ' || tender_no || ' ' || gst_number || ' ' || pan_number || ' ' || udyam_number`,
  },
  // Migration 013: a consultation booking; the summary names the place and the slot (UTC instant).
  booking: {
    table: 'bookings',
    name: sql`name`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`'Consultation: ' || place || ', ' || slot_start`,
    search: sql`name || ' ' || email || ' ' || phone || ' ' || place || ' ' || site_address || ' ' || estimate`,
  },
};

/** Makes the submission `kind` #`id`, just stored in `trx`, a New lead (call it in the same transaction). */
export async function recordNewLead(trx: Transaction<DB>, kind: LeadKind, id: number): Promise<void> {
  const source = LEAD_SOURCES[kind];
  await sql`
    insert into leads (kind, submission_id, received_at, name, email, phone, summary, search_text, updated_at)
    select ${sql.lit(kind)}, id, created_at, ${source.name}, ${source.email}, ${source.phone}, ${source.summary}, lower(${source.search}), created_at
    from ${sql.table(source.table)} where id = ${id}
  `.execute(trx);
}
