import { type AnyDb, bytesType, idColumn, required, emptyText, requiredText } from './columns';

/**
 * The tender board (issue 9): key dates and an outcome on each tender, its documents and its corrigenda.
 * Self-contained: a later change to `tables/tenders.ts` comes as a new migration.
 */

/** New text columns of `tenders`, all '' by default: dates are `yyyy-MM-dd`. */
const TENDER_COLUMNS = ['PreBid_Date', 'Bid_Opening_Date', 'Outcome', 'Corrigendum_Date', 'Changed_At'];

export async function up(db: AnyDb): Promise<void> {
  for (const column of TENDER_COLUMNS) {
    await db.schema.alterTable('tenders').addColumn(column, 'text', emptyText).execute();
  }

  await db.schema
    .createTable('tender_documents')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('tender_no', 'title', 'file_name', 'type'))
    .addColumn('size', 'integer', required)
    .addColumn('sha256', 'text', required)
    .addColumn('data', bytesType(db), required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('tender_documents_tender_no_idx').on('tender_documents').column('tender_no').execute();

  await db.schema
    .createTable('tender_corrigenda')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('tender_no', 'published_on', 'text'))
    .addColumn('new_deadline', 'text', emptyText)
    .addColumn('document_id', 'integer', (column) => column.references('tender_documents.id').onDelete('set null'))
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('tender_corrigenda_tender_no_idx').on('tender_corrigenda').column('tender_no').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('tender_corrigenda').execute();
  await db.schema.dropTable('tender_documents').execute();
  for (const column of [...TENDER_COLUMNS].reverse()) await db.schema.alterTable('tenders').dropColumn(column).execute();
}
