import { sql } from 'kysely';
import { type AnyDb, isPostgres, idColumn, required, zero, one, ownedBy, requiredText } from './columns';

/**
 * The staff desk's leads (issue 20): a `leads` row per submission, with its status, owner and version,
 * and `lead_notes`. Every submission already stored becomes a New lead here; later ones get theirs in
 * the submission's own transaction (`server/leads/lead-sources.ts`, the same SELECTs as below).
 * Self-contained: a later change to `010-leads.tables.ts` comes as a new migration.
 *
 * `owner_staff_id` and `lead_notes.staff_id` are plain integers without a foreign key: the staff table
 * arrives with migration 009 on another branch; a later migration may add the reference.
 */

/** What each kind's list row and search text are made of, as of version 010. */
const SOURCES = [
  {
    kind: 'enquiry',
    table: 'enquiries',
    name: sql`name`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`substr(message, 1, 200)`,
    search: sql`name || ' ' || email || ' ' || phone || ' ' || address || ' ' || message`,
  },
  {
    kind: 'contact',
    table: 'contact_messages',
    name: sql`name`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`substr(message, 1, 200)`,
    search: sql`name || ' ' || email || ' ' || phone || ' ' || message`,
  },
  {
    kind: 'career',
    table: 'career_applications',
    name: sql`"firstName" || case when "middleName" = '' then '' else ' ' || "middleName" end || ' ' || "lastName"`,
    email: sql`email`,
    phone: sql`phone`,
    summary: sql`"selectedPost"`,
    search: sql`"firstName" || ' ' || "middleName" || ' ' || "lastName" || ' ' || email || ' ' || phone || ' ' || "selectedPost" || ' ' || "currentLocation" || ' ' || "currentEmployer" || ' ' || qualification`,
  },
  {
    kind: 'vendor',
    table: 'vendor_registrations',
    name: sql`vendor_name`,
    email: sql`email`,
    phone: sql`mobile_number`,
    summary: sql`tender_no`,
    search: sql`vendor_name || ' ' || email || ' ' || mobile_number || ' ' || company_name || ' ' || tender_no || ' ' || gst_number || ' ' || pan_number || ' ' || udyam_number`,
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', ...idColumn(db))
    .addColumn('kind', 'text', required)
    .addColumn('submission_id', 'integer', required)
    .$call(requiredText('received_at', 'name', 'email', 'phone', 'summary', 'search_text'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .addColumn('owner_staff_id', 'integer')
    .addColumn('notes_count', 'integer', zero)
    .addColumn('version', 'integer', one)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('leads_submission_key').on('leads').columns(['kind', 'submission_id']).unique().execute();
  // The list is newest first by (received_at, kind, submission_id); each filter that narrows a lot has an
  // index that starts with it and continues in that order, so a page is an index range read, never a sort.
  await db.schema.createIndex('leads_received_idx').on('leads').columns(['received_at', 'kind', 'submission_id']).execute();
  await db.schema.createIndex('leads_kind_idx').on('leads').columns(['kind', 'received_at', 'submission_id']).execute();
  await db.schema.createIndex('leads_status_idx').on('leads').columns(['status', 'received_at', 'kind', 'submission_id']).execute();
  await db.schema.createIndex('leads_owner_idx').on('leads').columns(['owner_staff_id', 'received_at', 'kind', 'submission_id']).execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_id', 'integer', ownedBy('leads.id'))
    .addColumn('at', 'text', required)
    .addColumn('staff_id', 'integer')
    .$call(requiredText('author', 'text'))
    .execute();
  await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'at']).execute();

  await createSearchIndex(db);

  for (const source of SOURCES) {
    await sql`
      insert into leads (kind, submission_id, received_at, name, email, phone, summary, search_text, updated_at)
      select ${sql.lit(source.kind)}, id, created_at, ${source.name}, ${source.email}, ${source.phone}, ${source.summary}, lower(${source.search}), created_at
      from ${sql.table(source.table)}
    `.execute(db);
  }
}

/**
 * The free-text filter matches `search_text LIKE '%word%'`, which no B-tree index serves: at 500,000 leads a
 * scan took about 240 ms on SQLite (`npm run bench:desk`). SQLite gets an FTS5 trigram index over the column
 * (kept by triggers; `server/leads/lead-search.ts` narrows with it); PostgreSQL a pg_trgm GIN index, which
 * its planner uses for the same LIKE, when the extension is installed on the server (a contrib module
 * in Debian's and the cloud providers' packages; trusted, so the database's owner may create it).
 */
async function createSearchIndex(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    const { rows } = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (rows.length === 0) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index leads_search_trgm_idx on leads using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table leads_search using fts5(search_text, content='leads', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`
    create trigger leads_search_insert after insert on leads begin
      insert into leads_search (rowid, search_text) values (new.id, new.search_text);
    end
  `.execute(db);
  await sql`
    create trigger leads_search_delete after delete on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end
  `.execute(db);
  await sql`
    create trigger leads_search_update after update of search_text on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into leads_search (rowid, search_text) values (new.id, new.search_text);
    end
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await sql`drop table leads_search`.execute(db);
  await db.schema.dropTable('lead_notes').execute();
  await db.schema.dropTable('leads').execute();
}
