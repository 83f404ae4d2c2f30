import { type AnyDb, idColumn } from './columns';

/**
 * Vendor accounts, sessions, failed log-ins and vendor registrations, as they shipped in version 003.
 * Self-contained: a later change to `003-accounts.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', ...idColumn(db))
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('lastname', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', ...idColumn(db))
    .addColumn('throttle_key', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['throttle_key', 'failed_at']).execute();

  await db.schema
    .createTable('vendor_registrations')
    .addColumn('id', ...idColumn(db))
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('tender_no', 'text', (column) => column.notNull())
    .addColumn('vendor_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('mobile_number', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text', (column) => column.notNull())
    .addColumn('gst_number', 'text', (column) => column.notNull())
    .addColumn('pan_number', 'text', (column) => column.notNull())
    .addColumn('udyam_number', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
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
