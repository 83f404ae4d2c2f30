import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ContentTableName } from '../../db/migrations/001-content.tables';
import { tenderAttachments } from '../../tenders/store';
import { tenderDetailSchema } from './tender-detail-schema';
import { weakEtag } from './etag';
import type { Tender } from '../../../src/shared/contracts/entities';
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
} from './fields';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/** One read's answer, serialized once: the API sends `bytes`, server rendering uses `value`. */
export interface ReadAnswer {
  status: number;
  /** The JSON text sent to browsers. */
  body: string;
  /**
   * `body` encoded as UTF-8 once. The API sends these bytes: a string body would be measured and encoded
   * again on every request (most answers hold non-ASCII text, such as an en dash, so V8 keeps them as
   * two-byte strings and the encoding is the slow one).
   */
  bytes: Buffer;
  /** Weak ETag of `body`. */
  etag: string;
  /** The parsed answer (shared between requests: never mutate it). */
  value: unknown;
}

/**
 * The read layer: every content read of SPEC section 7, answered from an in-memory cache of serialized
 * answers with their ETags. The API routes (`reads.ts`) and server rendering (`server/render`) both ask
 * it, so a page and the browser's later read see the same bytes. The cache is emptied whenever
 * published content changes (`app.contentChanges.onChange`).
 */
export interface ReadLayer {
  /** The answer for an API path (without the base path) and its query, or null if it is not a read. */
  answer(path: string, query?: Query): Promise<ReadAnswer | null>;
  /** The answer if it is already computed and cached, else undefined (then ask `answer`): no promise on the hot path. */
  ready(path: string, query?: Query): ReadAnswer | undefined;
  /** The paths this layer answers. */
  readonly paths: readonly string[];
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadLayer;
  }
}

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
  path: string;
  table: ContentTableName;
  fields: Fields<Row>;
}

/** The list reads of SPEC section 7 that answer a plain array of one table's records. */
const LIST_READS: ListRead[] = [
  { path: '/api/getlogos', table: 'logos', fields: LOGO_FIELDS },
  { path: '/api/getservices', table: 'services', fields: SERVICE_FIELDS },
  { path: '/projects', table: 'projects', fields: PROJECT_FIELDS},
  { path: '/api/projects', table: 'projects', fields: PROJECT_FIELDS},
  { path: '/Founders', table: 'founders', fields: FOUNDER_FIELDS },
  { path: '/get_testimonials', table: 'testimonials', fields: TESTIMONIAL_FIELDS },
  { path: '/api/career_head_img', table: 'career_header_images', fields: HEADER_IMAGE_FIELDS },
  { path: '/Careersdata', table: 'career_openings', fields: CAREER_OPENING_FIELDS },
  { path: '/api/all_contactus_data', table: 'contact_offices', fields: CONTACT_OFFICE_FIELDS },
  { path: '/api/contactus_head', table: 'contact_header_images', fields: HEADER_IMAGE_FIELDS },
  { path: '/api/getaboutus', table: 'about', fields: ABOUT_FIELDS },
  { path: '/api/getclients', table: 'clients', fields: CLIENT_FIELDS },
  { path: '/api/events', table: 'events', fields: EVENT_FIELDS},
  { path: '/api/get_event_header', table: 'event_headers', fields: EVENT_HEADER_FIELDS },
  { path: '/api/get_header_img', table: 'gallery_headers', fields: GALLERY_HEADER_FIELDS },
  { path: '/api/getimg', table: 'images', fields: IMAGE_FIELDS },
  { path: '/api/tenders/published', table: 'tenders', fields: TENDER_FIELDS},
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

/** Past this many cached answers (tender numbers are the visitor's to choose) the cache starts over. */
const MAX_ENTRIES = 1000;


type Stringify = (value: unknown) => string;

/**
 * One read: how its cache key is made from the query, and how its answer is computed. `serialize` is
 * compiled from the contract's JSON schema, so only the contract's fields leave the server (a tender's
 * `Published` column never does) and types are coerced as the schema says.
 */
interface ReadDefinition {
  key(query: Query): string;
  compute(query: Query): Promise<{ status: number; value: unknown; serialize: Stringify }>;
}

export function createReadLayer(app: FastifyInstance): ReadLayer {
  const { db } = app.database;
  const definitions = new Map<string, ReadDefinition>();
  const plain: Stringify = (value) => JSON.stringify(value);

  for (const read of LIST_READS) {
    const serialize = fastJsonStringify(listSchema(read.fields)) as Stringify;
    definitions.set(read.path, {
      key: () => '',
      compute: async () => ({ status: 200, value: await readList(db, read.table, read.fields), serialize }),
    });
  }

  const homeSerialize = fastJsonStringify({
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data: listSchema(HOME_DATA_FIELDS) },
  }) as Stringify;
  definitions.set('/homeData', {
    key: () => '',
    compute: async () => ({ status: 200, value: { success: true, data: await readList(db, 'home_data', HOME_DATA_FIELDS) }, serialize: homeSerialize }),
  });

  const gallerySerialize = fastJsonStringify(listSchema(GALLERY_ITEM_FIELDS)) as Stringify;
  definitions.set('/getGalleryData', {
    key: (query) => galleryCategory(query.category) ?? '',
    compute: async (query) => {
      const items = await readList(db, 'gallery_items', GALLERY_ITEM_FIELDS);
      const category = galleryCategory(query.category);
      const value = category ? items.filter((item) => splitCategories(item.categories).includes(category.toLowerCase())) : items;
      return { status: 200, value, serialize: gallerySerialize };
    },
  });

  const tenderSerialize = fastJsonStringify({ type: 'array', items: tenderDetailSchema }) as Stringify;
  definitions.set('/get_tender', {
    key: (query) => {
      const check = checkTenderNo(query.tenderNo);
      return 'problem' in check ? `!${check.problem}` : check.tenderNo;
    },
    compute: async (query) => {
      const check = checkTenderNo(query.tenderNo);
      if ('problem' in check) return { status: 400, value: { success: false, message: check.problem }, serialize: plain };
      const found = await readList<Tender>(db, 'tenders', TENDER_FIELDS, {
        where: { column: 'TenderNo', value: check.tenderNo },
      });
      // The spec's array, each tender with its documents and corrigenda (issue 9).
      const value = await Promise.all(found.map(async (tender) => ({ ...tender, ...(await tenderAttachments(db, tender.TenderNo)) })));
      return { status: 200, value, serialize: tenderSerialize };
    },
  });

  let cache = new Map<string, Promise<ReadAnswer>>();
  /** The same answers once computed, for `ready`; emptied with `cache`. */
  let done = new Map<string, ReadAnswer>();
  const clear = () => {
    cache = new Map();
    done = new Map();
  };
  app.contentChanges.onChange(clear);

  return {
    paths: [...definitions.keys()],
    clear,
    ready(path, query = {}) {
      const definition = definitions.get(path);
      return definition && done.get(`${path}?${definition.key(query)}`);
    },
    answer(path, query = {}) {
      const definition = definitions.get(path);
      if (!definition) return Promise.resolve(null);
      const key = `${path}?${definition.key(query)}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const entries = cache;
      const computed = done;
      const pending = definition.compute(query).then(({ status, value, serialize }) => {
        const body = serialize(value);
        // Parsed back from the bytes sent, so a rendered page holds exactly what the API answers.
        const answer: ReadAnswer = { status, body, bytes: Buffer.from(body), etag: weakEtag(body), value: JSON.parse(body) as unknown };
        // Only while it is still the current cache (content did not change during the read).
        if (entries === cache && entries.get(key) === pending) computed.set(key, answer);
        return answer;
      });
      if (entries.size >= MAX_ENTRIES) {
        entries.clear();
        computed.clear();
      }
      entries.set(key, pending);
      // A failed read is not remembered: the next request tries again.
      pending.catch(() => entries.get(key) === pending && entries.delete(key));
      return pending;
    },
  };
}
