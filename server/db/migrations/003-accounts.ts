import { type AnyDb, idColumn, requiredUnique, primaryKey, ownedBy, requiredText } from './columns';

/**
 * Vendor accounts, sessions, failed log-ins and vendor registrations, as they shipped in version 003.
 * Self-contained: a later change to `003-accounts.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('firstname', 'lastname'))
    .addColumn('email', 'text', requiredUnique)
    .$call(requiredText('password_hash', 'created_at'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', primaryKey)
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .$call(requiredText('created_at', 'expires_at'))
    .execute();
  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('throttle_key', 'failed_at'))
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['throttle_key', 'failed_at']).execute();

  await db.schema
    .createTable('vendor_registrations')
    .addColumn('id', ...idColumn(db))
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .$call(requiredText('tender_no', 'vendor_name', 'email', 'mobile_number', 'company_name', 'gst_number', 'pan_number', 'udyam_number', 'created_at'))
    .execute();
  await db.schema
    .createIndex('vendor_registrations_account_tender_key')
    .on('vendor_registrations')
    .columns(['account_id', 'tender_no'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('vendor_registrations').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
