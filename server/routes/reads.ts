import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ContentTableName } from '../db/migrations/001-content.tables';
import type { Tender } from '../../src/shared/contracts/entities';
import { addRevalidation } from './reads/etag';
import { tenderDetailSchema } from './reads/tender-detail-schema';
import { tenderAttachments } from '../tenders/store';
import {
  ABOUT_FIELDS,
  CAREER_OPENING_FIELDS,
  CLIENT_FIELDS,
  CONTACT_OFFICE_FIELDS,
  EVENT_FIELDS,
  EVENT_HEADER_FIELDS,
  FOUNDER_FIELDS,
  GALLERY_HEADER_FIELDS,
  GALLERY_ITEM_FIELDS,
  HEADER_IMAGE_FIELDS,
  HOME_DATA_FIELDS,
  IMAGE_FIELDS,
  LOGO_FIELDS,
  PROJECT_FIELDS,
  SERVICE_FIELDS,
  TENDER_FIELDS,
  TESTIMONIAL_FIELDS,
  listSchema,
  type Fields,
} from './reads/fields';

type Row = Record<string, unknown>;

interface ListOptions {
  where?: { column: string; value: string };
}

/**
 * Reads one content table in content order, published rows only (every content table has `Published`
 * since migration 005: a record removed from `content/` is unpublished by the sync, never deleted), only
 * the fields the contract names, booleans (stored 0/1) turned back into booleans. The table is chosen at run time, so the query is typed loosely here and
 * the answer is typed by `fields`.
 */
async function readList<T>(db: Kysely<DB>, table: ContentTableName, fields: Fields<T>, options: ListOptions = {}): Promise<T[]> {
  const names = Object.keys(fields);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>).selectFrom(table).select(names).where('Published', '=', 1).orderBy('sort_order');
  if (options.where) query = query.where(options.where.column, '=', options.where.value);
  const rows: Row[] = await query.execute();
  const flags = names.filter((name) => fields[name as keyof T] === 'boolean');
  if (flags.length === 0) return rows as T[];
  return rows.map((row) => {
    const record: Row = { ...row };
    for (const name of flags) record[name] = Boolean(Number(record[name]));
    return record as T;
  });
}

interface ListRead {
  url: string;
  table: ContentTableName;
  fields: Fields<Row>;
}

/** The list reads of SPEC section 7 that answer a plain array of one table's records. */
const LIST_READS: ListRead[] = [
  { url: '/api/getlogos', table: 'logos', fields: LOGO_FIELDS },
  { url: '/api/getservices', table: 'services', fields: SERVICE_FIELDS },
  { url: '/projects', table: 'projects', fields: PROJECT_FIELDS },
  { url: '/api/projects', table: 'projects', fields: PROJECT_FIELDS },
  { url: '/Founders', table: 'founders', fields: FOUNDER_FIELDS },
  { url: '/get_testimonials', table: 'testimonials', fields: TESTIMONIAL_FIELDS },
  { url: '/api/career_head_img', table: 'career_header_images', fields: HEADER_IMAGE_FIELDS },
  { url: '/Careersdata', table: 'career_openings', fields: CAREER_OPENING_FIELDS },
  { url: '/api/all_contactus_data', table: 'contact_offices', fields: CONTACT_OFFICE_FIELDS },
  { url: '/api/contactus_head', table: 'contact_header_images', fields: HEADER_IMAGE_FIELDS },
  { url: '/api/getaboutus', table: 'about', fields: ABOUT_FIELDS },
  { url: '/api/getclients', table: 'clients', fields: CLIENT_FIELDS },
  { url: '/api/events', table: 'events', fields: EVENT_FIELDS },
  { url: '/api/get_event_header', table: 'event_headers', fields: EVENT_HEADER_FIELDS },
  { url: '/api/get_header_img', table: 'gallery_headers', fields: GALLERY_HEADER_FIELDS },
  { url: '/api/getimg', table: 'images', fields: IMAGE_FIELDS },
  { url: '/api/tenders/published', table: 'tenders', fields: TENDER_FIELDS },
];

/** Gallery tabs (SPEC section 4); `AllPhotos`, an unknown value or none gives every item. */
const GALLERY_CATEGORIES = ['Project', 'Event', 'Office', 'Staff'];

function galleryCategory(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return GALLERY_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

const splitCategories = (categories: string) => categories.split(',').map((part) => part.trim().toLowerCase());

/** Longest tender number accepted; anything longer cannot be one. */
const TENDER_NO_MAX = 100;

type TenderNoCheck = { tenderNo: string } | { problem: string };

function checkTenderNo(value: unknown): TenderNoCheck {
  if (Array.isArray(value)) return { problem: 'Give one tender number, as ?tenderNo=…, not several.' };
  const tenderNo = typeof value === 'string' ? value.trim() : '';
  if (tenderNo === '') return { problem: 'A tender number is required, as ?tenderNo=….' };
  if (tenderNo.length > TENDER_NO_MAX) return { problem: `A tender number has at most ${TENDER_NO_MAX} characters.` };
  if (/[\u0000-\u001f\u007f]/.test(tenderNo)) return { problem: 'A tender number cannot contain control characters.' };
  return { tenderNo };
}

/**
 * Every read of SPEC section 7, mounted under the base path. Only published projects, events and
 * tenders leave the server; a tender's `Published` column never does (the response schemas send the
 * contract's fields and nothing else). Every answer revalidates by ETag.
 */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  addRevalidation(app);

  for (const read of LIST_READS) {
    app.get(read.url, { schema: { response: { 200: listSchema(read.fields) } } }, () =>
      readList(db, read.table, read.fields),
    );
  }

  app.get(
    '/homeData',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['success', 'data'],
            properties: { success: { type: 'boolean' }, data: listSchema(HOME_DATA_FIELDS) },
          },
        },
      },
    },
    async () => ({ success: true, data: await readList(db, 'home_data', HOME_DATA_FIELDS) }),
  );

  app.get<{ Querystring: { category?: unknown } }>(
    '/getGalleryData',
    { schema: { response: { 200: listSchema(GALLERY_ITEM_FIELDS) } } },
    async (request) => {
      const items = await readList(db, 'gallery_items', GALLERY_ITEM_FIELDS);
      const category = galleryCategory(request.query.category);
      if (!category) return items;
      return items.filter((item) => splitCategories(item.categories).includes(category.toLowerCase()));
    },
  );

  app.get<{ Querystring: { tenderNo?: unknown } }>(
    '/get_tender',
    { schema: { response: { 200: { type: 'array', items: tenderDetailSchema } } } },
    async (request, reply) => {
      const check = checkTenderNo(request.query.tenderNo);
      if ('problem' in check) return reply.status(400).send({ success: false, message: check.problem });
      const found = await readList<Tender>(db, 'tenders', TENDER_FIELDS, {
        where: { column: 'TenderNo', value: check.tenderNo },
      });
      // The spec's array, each tender with its documents and corrigenda (issue 9).
      return Promise.all(found.map(async (tender) => ({ ...tender, ...(await tenderAttachments(db, tender.TenderNo)) })));
    },
  );
}
