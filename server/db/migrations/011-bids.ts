import { type AnyDb, bytesType, idColumn, required, emptyText, zero, requiredUnique, primaryKey, requiredText } from './columns';

/**
 * Online sealed bids (issue 23): a tender's deadline and opening with a time and whether it takes online
 * bids; its sealing (the openers' arming, the wrapped opening key, the opening record); the bids and
 * their encrypted chunks (in the database, so every instance reaches them); a recipient on the outbox so
 * a vendor can be e-mailed their receipt. Self-contained: a later change comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('Bid_Deadline', 'text', emptyText).execute();
  await db.schema.alterTable('tenders').addColumn('Bid_Opening_At', 'text', emptyText).execute();
  await db.schema.alterTable('tenders').addColumn('Online_Bids', 'integer', zero).execute();
  await db.schema.alterTable('mail_outbox').addColumn('recipient', 'text').execute();

  await db.schema
    .createTable('tender_sealing')
    .addColumn('tender_no', 'text', primaryKey)
    .addColumn('state', 'text', required)
    .addColumn('armer1_staff_id', 'integer', required)
    .$call(requiredText('armer1_salt', 'armer1_at'))
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
    .addColumn('id', 'text', primaryKey)
    .$call(requiredText('tender_no', 'started_at'))
    .execute();

  await db.schema
    .createTable('bid_chunks')
    .addColumn('id', ...idColumn(db))
    .addColumn('upload_id', 'text', required)
    .addColumn('file_index', 'integer', required)
    .addColumn('seq', 'integer', required)
    .addColumn('data', bytesType(db), required)
    .execute();
  await db.schema.createIndex('bid_chunks_upload_idx').on('bid_chunks').columns(['upload_id', 'file_index', 'seq']).unique().execute();

  await db.schema
    .createTable('bids')
    .addColumn('id', ...idColumn(db))
    .addColumn('bid_number', 'text', requiredUnique)
    .addColumn('tender_no', 'text', required)
    .addColumn('account_id', 'integer', required)
    .addColumn('upload_id', 'text', requiredUnique)
    .$call(requiredText('state', 'submitted_at', 'confirmed_at'))
    .addColumn('needs_reconfirmation', 'integer', zero)
    .addColumn('withdrawn_at', 'text')
    .$call(requiredText('wrapped_key', 'financial_sealed', 'receipt'))
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
