import { sql } from 'kysely';
import { type AnyDb, one } from './columns';

/**
 * Content sync (issue 10): every content table gets a stable key (`content_key`, the record's identity in
 * `content/`, so a sync can tell "changed" from "new") and a `Published` flag where it had none (a record
 * removed from `content/` is unpublished, never deleted). Self-contained: it names the tables and key
 * columns as they were when it shipped.
 */

/** Table → the column its key is read from (`null`: the record's position, for one-record tables). */
const KEYS: Record<string, string | null> = {
  home_data: null,
  services: 'route',
  projects: 'id',
  founders: 'Founders_Id',
  testimonials: 'Client_name',
  logos: 'logo',
  clients: 'id',
  career_header_images: 'Image',
  career_openings: 'Openings',
  contact_offices: 'Header',
  contact_header_images: 'Image',
  about: null,
  events: 'EventID',
  event_headers: 'head_Event',
  gallery_items: 'image',
  gallery_headers: 'head_Gallery',
  tenders: 'TenderNo',
  images: 'image',
};

/** Tables that shipped with a `Published` column (001). */
const HAS_PUBLISHED = new Set(['projects', 'events', 'tenders']);

export async function up(db: AnyDb): Promise<void> {
  for (const [table, keyColumn] of Object.entries(KEYS)) {
    await db.schema.alterTable(table).addColumn('content_key', 'text').execute();
    if (!HAS_PUBLISHED.has(table)) {
      await db.schema.alterTable(table).addColumn('Published', 'integer', one).execute();
    }
    // Rows seeded before this migration get the key the sync will compute for them.
    const source = keyColumn === null ? sql.ref('sort_order') : sql.ref(keyColumn);
    await sql`update ${sql.table(table)} set content_key = cast(${source} as text)`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of Object.keys(KEYS)) {
    await db.schema.alterTable(table).dropColumn('content_key').execute();
    if (!HAS_PUBLISHED.has(table)) await db.schema.alterTable(table).dropColumn('Published').execute();
  }
}
