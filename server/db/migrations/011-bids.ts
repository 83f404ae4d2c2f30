import { type AnyDb, isPostgres, idColumn, required, emptyText } from './columns';

/**
 * Online sealed bids (issue 23): a tender's deadline and opening with a time and whether it takes online
 * bids; its sealing (the openers' arming, the wrapped opening key, the opening record); the bids and
 * their encrypted chunks (in the database, so every instance reaches them); a recipient on the outbox so
 * a vendor can be e-mailed their receipt. Self-contained: a later change comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('Bid_Deadline', 'text', emptyText).execute();
  await db.schema.alterTable('tenders').addColumn('Bid_Opening_At', 'text', emptyText).execute();
  await db.schema.alterTable('tenders').addColumn('Online_Bids', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('mail_outbox').addColumn('recipient', 'text').execute();

  await db.schema
    .createTable('tender_sealing')
    .addColumn('tender_no', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', required)
    .addColumn('armer1_staff_id', 'integer', required)
    .addColumn('armer1_salt', 'text', required)
    .addColumn('armer1_at', 'text', required)
    .addColumn('pending_key', 'text')
    .addColumn('pending_until', 'text')
    .addColumn('armer2_staff_id', 'integer')
    .addColumn('armer2_salt', 'text')
    .addColumn('armer2_at', 'text')
    .addColumn('public_key', 'text')
    .addColumn('private_key_sealed', 'text')
    .addColumn('opening_staff_id', 'integer')
    .addColumn('opening_key', 'text')
    .addColumn('opening_until', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('opened_key', 'text')
    .addColumn('opening_record', 'text')
    .execute();

  await db.schema
    .createTable('bid_uploads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tender_no', 'text', required)
    .addColumn('started_at', 'text', required)
    .execute();

  await db.schema
    .createTable('bid_chunks')
    .addColumn('id', ...idColumn(db))
    .addColumn('upload_id', 'text', required)
    .addColumn('file_index', 'integer', required)
    .addColumn('seq', 'integer', required)
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', required)
    .execute();
  await db.schema.createIndex('bid_chunks_upload_idx').on('bid_chunks').columns(['upload_id', 'file_index', 'seq']).unique().execute();

  await db.schema
    .createTable('bids')
    .addColumn('id', ...idColumn(db))
    .addColumn('bid_number', 'text', (column) => column.notNull().unique())
    .addColumn('tender_no', 'text', required)
    .addColumn('account_id', 'integer', required)
    .addColumn('upload_id', 'text', (column) => column.notNull().unique())
    .addColumn('state', 'text', required)
    .addColumn('submitted_at', 'text', required)
    .addColumn('confirmed_at', 'text', required)
    .addColumn('needs_reconfirmation', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('withdrawn_at', 'text')
    .addColumn('wrapped_key', 'text', required)
    .addColumn('financial_sealed', 'text', required)
    .addColumn('receipt', 'text', required)
    .execute();
  await db.schema.createIndex('bids_tender_idx').on('bids').columns(['tender_no', 'account_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('bids').execute();
  await db.schema.dropTable('bid_chunks').execute();
  await db.schema.dropTable('bid_uploads').execute();
  await db.schema.dropTable('tender_sealing').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('recipient').execute();
  for (const column of ['Online_Bids', 'Bid_Opening_At', 'Bid_Deadline']) await db.schema.alterTable('tenders').dropColumn(column).execute();
}
