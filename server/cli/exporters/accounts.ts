import { defineExporter } from './types';

/** Vendor accounts, one row each, with how many tenders each registered for. Never the password hash. */
export const accountsExporter = defineExporter({
  description: 'vendor accounts (never their passwords), with the number of tender registrations',
  from: (db) => db.selectFrom('accounts'),
  pageBy: 'accounts.id',
  createdAt: 'accounts.created_at',
  columns: [
    { name: 'id', select: 'accounts.id' },
    { name: 'created_at', select: 'accounts.created_at' },
    { name: 'firstname', select: 'accounts.firstname' },
    { name: 'lastname', select: 'accounts.lastname' },
    { name: 'email', select: 'accounts.email' },
    {
      name: 'registrations',
      select: (eb) =>
        eb
          .selectFrom('vendor_registrations')
          .select((inner) => inner.fn.countAll().as('n'))
          .whereRef('vendor_registrations.account_id', '=', 'accounts.id'),
    },
  ],
});
