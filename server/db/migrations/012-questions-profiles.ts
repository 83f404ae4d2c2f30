import { type AnyDb, idColumn, required, zero, requiredUnique, ownedBy, requiredText } from './columns';

/**
 * Issue 23, items 5 and 8: `tender_questions` (pre-bid questions and staff answers), `vendor_profiles`
 * (the vendor registration's seven fields kept with the account), `password_resets` (one-time links,
 * hashed) and `mail_outbox.recipient`, so the outbox can mail a vendor as well as the office (null: the
 * office, as before). Self-contained: a later change to `012-questions-profiles.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('tender_questions')
    .addColumn('id', ...idColumn(db))
    .addColumn('tender_no', 'text', required)
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .$call(requiredText('question', 'asked_at'))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('published', 'integer', zero)
    .execute();
  await db.schema.createIndex('tender_questions_tender_idx').on('tender_questions').columns(['tender_no', 'asked_at']).execute();
  // The per-vendor limit counts a vendor's questions of the last day.
  await db.schema.createIndex('tender_questions_account_idx').on('tender_questions').columns(['account_id', 'asked_at']).execute();

  await db.schema
    .createTable('vendor_profiles')
    .addColumn('account_id', 'integer', (column) => column.primaryKey().references('accounts.id').onDelete('cascade'))
    .$call(requiredText('vendor_name', 'email', 'mobile_number', 'company_name', 'gst_number', 'pan_number', 'udyam_number', 'updated_at'))
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', ...idColumn(db))
    .addColumn('token_hash', 'text', requiredUnique)
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .$call(requiredText('created_at', 'expires_at'))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_account_idx').on('password_resets').columns(['account_id', 'created_at']).execute();

}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('vendor_profiles').execute();
  await db.schema.dropTable('tender_questions').execute();
}
