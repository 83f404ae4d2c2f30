import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { resolveContentDate } from '../../src/shared/lib/content-date';
import type { Database } from './database';
import type { DB } from './schema';
import type { ContentTableName } from './tables/content';

const text = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd');
const whole = z.number().int();
/** Booleans are stored as 0/1 so the same column works on SQLite and PostgreSQL. */
const flag = z.boolean().transform((value) => (value ? 1 : 0));
/** A founder photo is a server path or an inline image; any other `data:` type is refused. */
const founderImage = z
  .string()
  .refine((value) => !/^data:/i.test(value) || /^data:image\//i.test(value), 'only data:image/… URIs are allowed');

const records = {
  home_data: z.object({
    whoWeAre: text,
    ourMission: text,
    ourVision: text,
    experties: text,
    quality: text,
    clientApproch: text,
    timelyDelivery: text,
  }),
  services: z.object({ Service_Name: text, Service_img: text, route: text }),
  projects: z.object({
    id: whole,
    Project_Name: text,
    Project_Description: text,
    file_img: text,
    categories: text,
    Published: flag,
  }),
  founders: z.object({
    Founders_Id: whole,
    Founders_Name: text,
    Founders_Role: text,
    Founders_Description: text,
    Founders_img: founderImage,
  }),
  testimonials: z.object({ Comment: text, Client_name: text, Client_position: text, Address: text }),
  logos: z.object({ logo: text }),
  clients: z.object({ id: whole, Ourclients: text }),
  career_header_images: z.object({ Image: text }),
  career_openings: z.object({ Openings: text }),
  contact_header_images: z.object({ Image: text }),
  contact_offices: z.object({ Header: text, Address: text, Email: text, Contact: text }),
  about: z.object({ Aboutus_img: text, About_Description: text }),
  events: z.object({
    EventID: whole,
    EventName: text,
    Description: text,
    // Demo dates may be relative to the day of seeding (`today+18`): see `resolveContentDate`.
    EventDate: z.string().transform((value) => resolveContentDate(value)).pipe(isoDate),
    EventLocation: text,
    Img: text,
    Published: flag,
  }),
  event_headers: z.object({ head_Event: text }),
  gallery_items: z.object({ image: text, categories: text }),
  gallery_headers: z.object({ head_Gallery: text }),
  tenders: z.object({
    id: whole,
    TenderNo: text.min(1),
    TenderDate: isoDate,
    Expiry_Date: isoDate,
    CustomerID: whole,
    ProjectID: whole,
    Bill_To: text,
    Ship_To: text,
    Reference: text,
    Status: text,
    Status1: text,
    Currency: text,
    Sales_Agent: text,
    Discount_Type: text,
    Admin_Note: text,
    ShowQty: flag,
    Created_by: text,
    BillingTypeID: whole,
    SaveAs: text,
    Bank: text,
    Cash: z.number(),
    reminder: text,
    TotalTax: z.number(),
    TotalTaxPER: z.number(),
    TotalDicountPer: z.number(),
    TotalDicountAmont: z.number(),
    SubCostTotalAmont: z.number(),
    TenderTotalAmont: z.number(),
    AdjustmentCost: z.number(),
    Published: flag,
  }),
  images: z.object({ image: text }),
} satisfies Record<ContentTableName, z.ZodTypeAny>;

interface Source {
  table: ContentTableName;
  /** File in the content folder. */
  file: string;
  /** For files that hold several lists (`careers.json`, `contact.json`): the key of this table's list. */
  key?: string;
}

/** Which content file fills which table (format: team BRIEF, "Content files"). */
export const CONTENT_SOURCES: readonly Source[] = [
  { table: 'home_data', file: 'home.json' },
  { table: 'services', file: 'services.json' },
  { table: 'projects', file: 'projects.json' },
  { table: 'founders', file: 'founders.json' },
  { table: 'testimonials', file: 'testimonials.json' },
  { table: 'logos', file: 'logos.json' },
  { table: 'clients', file: 'clients.json' },
  { table: 'about', file: 'about.json' },
  { table: 'career_header_images', file: 'careers.json', key: 'headerImages' },
  { table: 'career_openings', file: 'careers.json', key: 'openings' },
  { table: 'contact_header_images', file: 'contact.json', key: 'headerImages' },
  { table: 'contact_offices', file: 'contact.json', key: 'offices' },
  { table: 'events', file: 'events.json' },
  { table: 'event_headers', file: 'event-header.json' },
  { table: 'gallery_items', file: 'gallery.json' },
  { table: 'gallery_headers', file: 'gallery-header.json' },
  { table: 'tenders', file: 'tenders.json' },
  { table: 'images', file: 'images.json' },
];

/** Rows bound per INSERT: well under SQLite's and PostgreSQL's parameter limits for the widest table. */
const BATCH = 100;

export class ContentError extends Error {}

function readList(contentDir: string, source: Source): unknown[] | null {
  const file = path.join(contentDir, source.file);
  if (!existsSync(file)) return null;
  const where = source.key ? `${source.file} (${source.key})` : source.file;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`content/${source.file} is not valid JSON: ${(error as Error).message}`);
  }
  const list = source.key ? (json as Record<string, unknown> | null)?.[source.key] : json;
  if (list === undefined && source.key) return null;
  if (!Array.isArray(list)) throw new ContentError(`content/${where} must be a list of records.`);
  return list;
}

function rowsFor(source: Source, list: unknown[]): Array<Record<string, unknown>> {
  const schema: z.ZodTypeAny = records[source.table];
  return list.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = source.key ? `${source.file} (${source.key})` : source.file;
      throw new ContentError(`content/${where}, record ${index + 1}: ${issue.path.join('.') || 'record'} ${issue.message}`);
    }
    return { sort_order: index + 1, ...(parsed.data as Record<string, unknown>) };
  });
}

async function insertRows(trx: Transaction<DB>, table: ContentTableName, rows: Array<Record<string, unknown>>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto(table)
      // The row was validated against this table's schema above; Kysely cannot follow a table chosen at run time.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .values(rows.slice(start, start + BATCH) as any)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/**
 * Seeds every content table that has never been seeded, from the JSON files in `contentDir`, in one
 * transaction. `seed_runs` remembers each seeded table, so a second start (or a second call) changes
 * nothing, and a content file added later is picked up on the next start. Content that breaks the
 * format throws a `ContentError` naming the file, record and field, and nothing is written.
 * Returns the tables seeded by this call.
 */
export async function seedFromContent(
  database: Database,
  contentDir: string,
  log?: FastifyBaseLogger,
): Promise<ContentTableName[]> {
  if (!existsSync(contentDir)) log?.warn({ contentDir }, 'content folder not found; nothing to seed');
  const pending = CONTENT_SOURCES.map((source) => ({ source, list: readList(contentDir, source) }));
  const work = pending
    .filter((entry): entry is { source: Source; list: unknown[] } => entry.list !== null)
    .map(({ source, list }) => ({ source, rows: rowsFor(source, list) }));
  for (const { source } of pending.filter((entry) => entry.list === null)) {
    log?.debug({ file: source.file, table: source.table }, 'content file missing; table left as it is');
  }

  return database.db.transaction().execute(async (trx) => {
    const done = new Set((await trx.selectFrom('seed_runs').select('table_name').execute()).map((row) => row.table_name));
    const seeded: ContentTableName[] = [];
    for (const { source, rows } of work) {
      if (done.has(source.table)) continue;
      await insertRows(trx, source.table, rows);
      await trx
        .insertInto('seed_runs')
        .values({ table_name: source.table, seeded_at: new Date().toISOString(), row_count: rows.length })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      seeded.push(source.table);
    }
    if (seeded.length > 0) log?.info({ tables: seeded }, 'seeded content tables');
    return seeded;
  });
}
