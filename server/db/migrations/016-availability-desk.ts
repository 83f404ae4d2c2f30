import { type AnyDb, one } from './columns';

/**
 * The availability becomes the staff desk's to edit (`/staff/availability`): a version, so an edit made
 * on a stale copy is refused (409) rather than overwriting a colleague's, and who last saved it in the
 * desk. Once `edited_by` is set, the content file no longer replaces the row at start (see
 * `server/consultation/availability.ts`).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('consultation_availability').addColumn('version', 'integer', one).execute();
  await db.schema.alterTable('consultation_availability').addColumn('edited_by', 'text').execute();
  await db.schema.alterTable('consultation_availability').addColumn('edited_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('consultation_availability').dropColumn('edited_at').execute();
  await db.schema.alterTable('consultation_availability').dropColumn('edited_by').execute();
  await db.schema.alterTable('consultation_availability').dropColumn('version').execute();
}
