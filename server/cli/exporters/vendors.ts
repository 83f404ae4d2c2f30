import { sql } from 'kysely';
import { defineExporter } from './types';

/**
 * Vendor accounts and their registrations: one row per registration (`id` is the registration's),
 * plus one row for each account that has not registered yet (`id` and the registration columns
 * empty). `created_at` is the registration's time, or the account's when there is none. Never the
 * password hash. Paged by a key unique per row: the account's id, then the registration's.
 */
export const vendorsExporter = defineExporter({
  description: 'vendor accounts (without passwords) and their vendor registrations',
  from: (db) => db.selectFrom('accounts').leftJoin('vendor_registrations as r', 'r.account_id', 'accounts.id'),
  // A row's place: account id × 10^9 + registration id (0 for none), in 64-bit integers on both
  // databases: unique per row, and the order staff expect (by account, then by registration).
  pageBy: () => sql<number>`cast(accounts.id as bigint) * 1000000000 + coalesce(r.id, 0)`,
  createdAt: (eb) => eb.fn.coalesce('r.created_at', 'accounts.created_at'),
  columns: [
    { name: 'id', select: 'r.id' },
    { name: 'created_at', select: (eb) => eb.fn.coalesce('r.created_at', 'accounts.created_at') },
    { name: 'tender_no', select: 'r.tender_no' },
    { name: 'vendor_name', select: 'r.vendor_name' },
    { name: 'email', select: 'r.email' },
    { name: 'mobile_number', select: 'r.mobile_number' },
    { name: 'company_name', select: 'r.company_name' },
    { name: 'gst_number', select: 'r.gst_number' },
    { name: 'pan_number', select: 'r.pan_number' },
    { name: 'udyam_number', select: 'r.udyam_number' },
    { name: 'account_id', select: 'accounts.id' },
    { name: 'account_created_at', select: 'accounts.created_at' },
    { name: 'firstname', select: 'accounts.firstname' },
    { name: 'lastname', select: 'accounts.lastname' },
    { name: 'account_email', select: 'accounts.email' },
  ],
});
