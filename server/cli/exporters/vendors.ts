import type { Exporter } from './types';

/**
 * Vendor accounts and their registrations: one row per registration (`id` is the registration's),
 * plus one row for each account that has not registered yet (`id` and the registration columns
 * empty). `created_at` is the registration's time, or the account's when there is none. Never the
 * password hash.
 */
export const vendorsExporter: Exporter = {
  description: 'vendor accounts (without passwords) and their vendor registrations',
  columns: [
    'id',
    'created_at',
    'tender_no',
    'vendor_name',
    'email',
    'mobile_number',
    'company_name',
    'gst_number',
    'pan_number',
    'udyam_number',
    'account_id',
    'account_created_at',
    'firstname',
    'lastname',
    'account_email',
  ],
  rows: (db, { since }) =>
    db
      .selectFrom('accounts')
      .leftJoin('vendor_registrations as r', 'r.account_id', 'accounts.id')
      .select((eb) => [
        'r.id as id',
        eb.fn.coalesce('r.created_at', 'accounts.created_at').as('created_at'),
        'r.tender_no',
        'r.vendor_name',
        'r.email',
        'r.mobile_number',
        'r.company_name',
        'r.gst_number',
        'r.pan_number',
        'r.udyam_number',
        'accounts.id as account_id',
        'accounts.created_at as account_created_at',
        'accounts.firstname',
        'accounts.lastname',
        'accounts.email as account_email',
      ])
      .$if(since !== undefined, (query) => query.where((eb) => eb(eb.fn.coalesce('r.created_at', 'accounts.created_at'), '>=', since!)))
      .orderBy('accounts.id')
      .orderBy('r.id')
      .execute(),
};
