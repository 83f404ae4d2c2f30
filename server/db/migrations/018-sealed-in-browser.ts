import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { type AnyDb, required, emptyText, one, requiredText } from './columns';

/**
 * Bids sealed in the vendor's browser and opened in two stages by two openers whose shares never reach the
 * server in clear (issue 38). Adds the openers' keys, the opening steps, the bids' new columns (the seal's
 * id, the financial envelope's wrapped key, the technical manifest, the stage keys released at each opening,
 * the committee's decision) and the sealing's stage records. Secrets of the earlier scheme that a database
 * reader could combine with one passphrase are removed: a pending arming is dropped (its opener arms again),
 * an armed tender without bids starts over, and one with bids becomes `legacy` (docs/bids.md says what to do).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('tender_opener_keys')
    .addColumn('tender_no', 'text', required)
    .addColumn('slot', 'integer', required)
    .addColumn('staff_id', 'integer', required)
    .$call(requiredText('technical_public_key', 'financial_public_key', 'wrapped_share', 'salt'))
    .addColumn('iterations', 'integer', required)
    .$call(requiredText('proof_sha256', 'armed_at'))
    .addPrimaryKeyConstraint('tender_opener_keys_pk', ['tender_no', 'slot'])
    .execute();

  await db.schema
    .createTable('opening_steps')
    .$call(requiredText('tender_no', 'stage'))
    .addColumn('slot', 'integer', required)
    .addColumn('staff_id', 'integer', required)
    .$call(requiredText('token_hash', 'token_until'))
    .addColumn('partials', 'text')
    .addColumn('partials_until', 'text')
    .addPrimaryKeyConstraint('opening_steps_pk', ['tender_no', 'stage', 'slot'])
    .execute();

  for (const [name, type, build] of [
    ['seal_version', 'integer', one],
    ['seal_id', 'text', emptyText],
    ['financial_wrapped_key', 'text', emptyText],
    ['technical_manifest', 'text', emptyText],
    ['technical_key', 'text', (column: ColumnDefinitionBuilder) => column],
    ['financial_key', 'text', (column: ColumnDefinitionBuilder) => column],
    ['decision', 'text', (column: ColumnDefinitionBuilder) => column],
    ['decision_reason', 'text', emptyText],
    ['decided_by', 'text', emptyText],
    ['decided_at', 'text', (column: ColumnDefinitionBuilder) => column],
  ] as const) {
    await db.schema.alterTable('bids').addColumn(name, type, build).execute();
  }

  for (const name of ['technical_record', 'technical_opened_at', 'evaluated_at', 'award']) {
    await db.schema.alterTable('tender_sealing').addColumn(name, 'text').execute();
  }
  await db.schema.alterTable('tender_sealing').addColumn('version', 'integer', one).execute();

  // The earlier scheme's secrets that one passphrase could open.
  await db.deleteFrom('tender_sealing').where('state', '=', 'pending').execute();
  const withBids = db.selectFrom('bids').select('tender_no').where('state', '=', 'submitted');
  await db.deleteFrom('tender_sealing').where('state', '=', 'armed').where('tender_no', 'not in', withBids).execute();
  await db.updateTable('tender_sealing').set({ state: 'legacy' }).where('state', '=', 'armed').execute();
  await db.updateTable('tender_sealing').set({ pending_key: null, opening_key: null, opening_staff_id: null, opening_until: null }).execute();
  await sql`select 1`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('opening_steps').execute();
  await db.schema.dropTable('tender_opener_keys').execute();
}
