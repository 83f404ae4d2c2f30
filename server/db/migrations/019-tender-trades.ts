import { type AnyDb, required, emptyText, ownedBy } from './columns';

/**
 * Version 019 (issue 38, item 5: vendors hear about tenders of their trade). `tenders.Trades`: the tender's
 * trades, their codes joined by `;` ('' for none, every tender before this). `vendor_trades`: the trades a
 * vendor chose in their profile, one row per trade. `trade_alerts`: one row per event and vendor mailed (a
 * tender's publication, a corrigendum, its award or cancellation), so a vendor is never mailed twice for one
 * event (a tender published, unpublished and published again). Self-contained: it names the tables as they
 * were when it shipped.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('Trades', 'text', emptyText).execute();

  await db.schema
    .createTable('vendor_trades')
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .addColumn('trade', 'text', required)
    .addPrimaryKeyConstraint('vendor_trades_pk', ['account_id', 'trade'])
    .execute();
  // A tender's alert looks its vendors up by trade.
  await db.schema.createIndex('vendor_trades_trade_idx').on('vendor_trades').column('trade').execute();

  await db.schema
    .createTable('trade_alerts')
    .addColumn('event', 'text', required)
    .addColumn('account_id', 'integer', ownedBy('accounts.id'))
    .addColumn('created_at', 'text', required)
    .addPrimaryKeyConstraint('trade_alerts_pk', ['event', 'account_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('trade_alerts').execute();
  await db.schema.dropTable('vendor_trades').execute();
  await db.schema.alterTable('tenders').dropColumn('Trades').execute();
}
