import { type AnyDb, idColumn, required, primaryKey, ownedBy, requiredText } from './columns';

/**
 * Separation of duties for the opening of sealed bids (issue 38 item 2):
 * - `staff_credential_events`: who added each member, and every reset and (re-)enrolment of their
 *   password and authenticator, with who did it (null: the command line or the seed) and when. A member is
 *   backfilled as `added` at their `created_at` by nobody known (the command line made every one before).
 * - `tender_openers`: the two members named to open a tender's bids, one row per slot.
 * - `tender_publications`: when a tender first went on the board taking online bids (a member whose
 *   sign-in is newer than that cannot be named after it). Published online-bid tenders are backfilled at
 *   the start of their `TenderDate` in India (the day the spec calls the publication date).
 * Self-contained, like every migration (it imports only the frozen helpers of `columns.ts`).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff_credential_events')
    .addColumn('id', ...idColumn(db))
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .addColumn('kind', 'text', required)
    .addColumn('by_staff_id', 'integer', (column) => column.references('staff.id'))
    .addColumn('at', 'text', required)
    .execute();
  await db.schema.createIndex('staff_credential_events_staff_id_idx').on('staff_credential_events').columns(['staff_id', 'at']).execute();

  await db.schema
    .createTable('tender_openers')
    .addColumn('tender_no', 'text', required)
    .addColumn('slot', 'integer', required)
    .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff.id'))
    .$call(requiredText('named_at', 'named_by'))
    .addPrimaryKeyConstraint('tender_openers_pk', ['tender_no', 'slot'])
    .addUniqueConstraint('tender_openers_member_once', ['tender_no', 'staff_id'])
    .execute();

  await db.schema
    .createTable('tender_publications')
    .addColumn('tender_no', 'text', primaryKey)
    .addColumn('published_at', 'text', required)
    .execute();

  const members = await db.selectFrom('staff').select(['id', 'created_at']).execute();
  for (const member of members) {
    await db.insertInto('staff_credential_events').values({ staff_id: member.id, kind: 'added', by_staff_id: null, at: member.created_at }).execute();
  }
  const published = await db.selectFrom('tenders').select(['TenderNo', 'TenderDate']).where('Published', '=', 1).where('Online_Bids', '=', 1).execute();
  for (const tender of published) {
    const start = new Date(`${tender.TenderDate}T00:00:00+05:30`);
    const at = Number.isNaN(start.getTime()) ? new Date().toISOString() : start.toISOString();
    await db.insertInto('tender_publications').values({ tender_no: tender.TenderNo, published_at: at }).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('tender_publications').execute();
  await db.schema.dropTable('tender_openers').execute();
  await db.schema.dropTable('staff_credential_events').execute();
}
