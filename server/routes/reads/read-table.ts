import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ABOUT_READ } from '@/entities/about/model/about';
import { aboutSchema } from '@/entities/about/model/about.schema';
import { CAREER_OPENINGS_READ } from '@/entities/career-opening/model/career-opening';
import { careerOpeningSchema } from '@/entities/career-opening/model/career-opening.schema';
import { CLIENTS_READ } from '@/entities/client/model/client';
import { clientSchema } from '@/entities/client/model/client.schema';
import { CONTACT_OFFICES_READ } from '@/entities/contact-office/model/contact-office';
import { contactOfficeSchema } from '@/entities/contact-office/model/contact-office.schema';
import { EVENTS_READ } from '@/entities/event/model/event';
import { eventSchema } from '@/entities/event/model/event.schema';
import { EVENT_HEADER_READ } from '@/entities/event-header/model/event-header';
import { eventHeaderSchema } from '@/entities/event-header/model/event-header.schema';
import { FOUNDERS_READ } from '@/entities/founder/model/founder';
import { founderSchema } from '@/entities/founder/model/founder.schema';
import { GALLERY_HEADER_READ } from '@/entities/gallery-header/model/gallery-header';
import { galleryHeaderSchema } from '@/entities/gallery-header/model/gallery-header.schema';
import { galleryCategory, GALLERY_READ } from '@/entities/gallery-item/model/gallery-item';
import { galleryItemSchema } from '@/entities/gallery-item/model/gallery-item.schema';
import { CAREER_HEADER_IMAGES_READ, CONTACT_HEADER_IMAGES_READ } from '@/entities/header-image/model/header-image';
import { headerImageSchema } from '@/entities/header-image/model/header-image.schema';
import { HOME_DATA_READ } from '@/entities/home-data/model/home-data';
import { homeDataSchema } from '@/entities/home-data/model/home-data.schema';
import { IMAGES_READ } from '@/entities/image/model/image';
import { imageSchema } from '@/entities/image/model/image.schema';
import { LOGOS_READ } from '@/entities/logo/model/logo';
import { logoSchema } from '@/entities/logo/model/logo.schema';
import { LEGACY_PROJECTS_READ, PROJECTS_READ } from '@/entities/project/model/project';
import { projectSchema } from '@/entities/project/model/project.schema';
import { SERVICES_READ } from '@/entities/service/model/service';
import { serviceSchema } from '@/entities/service/model/service.schema';
import { PUBLISHED_TENDERS_READ, TENDER_READ, type Tender } from '@/entities/tender/model/tender';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { TESTIMONIALS_READ } from '@/entities/testimonial/model/testimonial';
import { testimonialSchema } from '@/entities/testimonial/model/testimonial.schema';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { fieldKinds, listJsonSchema, listOfStored, localizeRecord, storedMarathi, translatedFields, type FieldKind, type RecordSchema } from '@/shared/lib/record-schema';
import type { Locale } from '@/shared/i18n/locale';
import { CONTENT_SOURCES } from '../../content/sources';
import { readLocale } from '../../lib/request-locale';
import type { DB } from '../../db/schema';
import type { ContentTableName } from '../../db/tables/content.tables';
import { myApplications } from '../../tenders/my-applications';
import { publicQuestions } from '../../tenders/questions';
import { vendorProfile } from '../accounts/profile';
import { tenderAttachments } from '../../tenders/store';
import { sessionAnswer } from '../accounts/answers';
import { sessionAccount } from '../accounts/sessions';
import { myApplicationsAnswer, tenderDetailSchema, vendorProfileAnswer } from './tender-detail-schema';
import { publicQuestionsRead } from '@/entities/tender/model/tender-question.contract';
import { responseSchemas } from '../../lib/contract-route';
import type { Answers, Endpoint } from '@/shared/contracts/endpoint';
import { bidReads } from './bid-reads';

type Query = Record<string, unknown>;

/** A read's address and per-status answer schemas, from its contract. */
const addressOf = (endpoint: Endpoint<'GET', string, Answers>) => ({ path: endpoint.path, response: responseSchemas(endpoint.answers) });

/** `{ success: false, message }`: a read's refusal. */
export const readRefusal = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** What a read answers: its status and value (serialized by the JSON schema the route declares for that status). */
export interface ReadResult {
  status: number;
  value: unknown;
}

/**
 * One read of the API, declared once: its address, the JSON schema of its answer for every status it can
 * give (the route declares them; the answer is serialized by them, so nothing else leaves the server), and
 * how it is computed. `content` reads depend only on published content and their query, and are cached
 * until content changes (`key` says which part of the query matters); `personal` reads depend on who is
 * asking (the session cookie), are never cached, and are answered `no-store`.
 * The API routes (`read-routes.ts`) and server rendering (`server/render`) both answer from this table, so a
 * page and the browser's later read see the same answer and no read is written twice.
 */
export type ReadDefinition =
  | {
      kind: 'content';
      path: string;
      response: Record<number, object>;
      key(query: Query): string;
      compute(query: Query): Promise<ReadResult>;
    }
  | {
      kind: 'personal';
      path: string;
      response: Record<number, object>;
      compute(request: FastifyRequest): Promise<ReadResult>;
    };

/**
 * Reads one content table in content order, published rows only (a record removed from `content/` is
 * unpublished by the sync, never deleted), only the record's fields, booleans (stored 0/1) turned back into
 * booleans. The table is chosen at run time, so the query is typed loosely here and the answer by `schema`.
 */
async function readList<S extends RecordSchema>(
  db: Kysely<DB>,
  table: ContentTableName,
  schema: S,
  where?: { column: string; value: string },
  locale: Locale = 'en',
): Promise<Array<z.output<S>>> {
  const kinds = fieldKinds(schema) as Record<string, FieldKind>;
  const names = Object.keys(kinds);
  const marathi = locale === 'mr' && TRANSLATED_TABLES.has(table);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>).selectFrom(table).select(marathi ? [...names, 'mr'] : names).where('Published', '=', 1).orderBy('sort_order');
  if (where) query = query.where(where.column, '=', where.value);
  const rows: Array<Record<string, unknown>> = await query.execute();
  const flags = names.filter((name) => kinds[name] === 'boolean');
  const lists = names.filter((name) => kinds[name] === 'list');
  if (flags.length === 0 && lists.length === 0 && !marathi) return rows as Array<z.output<S>>;
  return rows.map((row) => {
    // On a Marathi page each translated field is its Marathi text where the content has one, else the English (that field only).
    const record: Record<string, unknown> = marathi ? localizeRecord(row, storedMarathi(row.mr)) : { ...row };
    delete record.mr;
    for (const name of flags) record[name] = Boolean(Number(record[name]));
    for (const name of lists) record[name] = listOfStored(record[name]);
    return record as z.output<S>;
  });
}

/** The content tables with a Marathi column (migration 017). */
const TRANSLATED_TABLES: ReadonlySet<ContentTableName> = new Set(
  CONTENT_SOURCES.filter((source) => translatedFields(source.schema).length > 0).map((source) => source.table),
);


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

/** Every read of docs/spec-fields.md §7 and the personal reads beyond it, one entry per address. */
export function readTable(app: FastifyInstance): ReadDefinition[] {
  const { db } = app.database;

  /** A read that answers a plain list of one table's published records. */
  const list = (read: { path: string }, table: ContentTableName, schema: RecordSchema): ReadDefinition => ({
    kind: 'content',
    path: read.path,
    response: { 200: listJsonSchema(schema) },
    key: (query) => readLocale(query),
    compute: async (query) => ({ status: 200, value: await readList(db, table, schema, undefined, readLocale(query)) }),
  });

  return [
    list(LOGOS_READ, 'logos', logoSchema),
    {
      kind: 'content',
      path: HOME_DATA_READ.path,
      response: {
        200: { type: 'object', additionalProperties: false, required: ['success', 'data'], properties: { success: { type: 'boolean' }, data: listJsonSchema(homeDataSchema) } },
      },
      key: (query) => readLocale(query),
      compute: async (query) => ({ status: 200, value: { success: true, data: await readList(db, 'home_data', homeDataSchema, undefined, readLocale(query)) } }),
    },
    list(SERVICES_READ, 'services', serviceSchema),
    list(PROJECTS_READ, 'projects', projectSchema),
    list(LEGACY_PROJECTS_READ, 'projects', projectSchema),
    list(FOUNDERS_READ, 'founders', founderSchema),
    list(TESTIMONIALS_READ, 'testimonials', testimonialSchema),
    list(CAREER_HEADER_IMAGES_READ, 'career_header_images', headerImageSchema),
    list(CAREER_OPENINGS_READ, 'career_openings', careerOpeningSchema),
    list(CONTACT_OFFICES_READ, 'contact_offices', contactOfficeSchema),
    list(CONTACT_HEADER_IMAGES_READ, 'contact_header_images', headerImageSchema),
    list(ABOUT_READ, 'about', aboutSchema),
    list(CLIENTS_READ, 'clients', clientSchema),
    list(EVENTS_READ, 'events', eventSchema),
    list(EVENT_HEADER_READ, 'event_headers', eventHeaderSchema),
    {
      // Gallery tabs (docs/spec-fields.md §4): `?category=` narrows the list; `AllPhotos`, an unknown value or none gives every item.
      kind: 'content',
      path: GALLERY_READ.path,
      response: { 200: listJsonSchema(galleryItemSchema) },
      key: (query) => galleryCategory(query.category) ?? '',
      compute: async (query) => {
        const items = await readList(db, 'gallery_items', galleryItemSchema);
        const category = galleryCategory(query.category)?.toLowerCase();
        return { status: 200, value: category ? items.filter((item) => splitCategories(item.categories).includes(category)) : items };
      },
    },
    list(GALLERY_HEADER_READ, 'gallery_headers', galleryHeaderSchema),
    list(IMAGES_READ, 'images', imageSchema),
    list(PUBLISHED_TENDERS_READ, 'tenders', tenderSchema),
    {
      // The spec's array, each tender with its documents and corrigenda (issue 9); 400 for a number that cannot be one.
      kind: 'content',
      path: TENDER_READ.path,
      response: { 200: { type: 'array', items: tenderDetailSchema }, 400: readRefusal },
      key: (query) => {
        const check = checkTenderNo(query.tenderNo);
        return 'problem' in check ? `!${check.problem}` : `${readLocale(query)}:${check.tenderNo}`;
      },
      compute: async (query) => {
        const check = checkTenderNo(query.tenderNo);
        if ('problem' in check) return { status: 400, value: { success: false, message: check.problem } };
        const found: Tender[] = await readList(db, 'tenders', tenderSchema, { column: 'TenderNo', value: check.tenderNo }, readLocale(query));
        const value = await Promise.all(found.map(async (tender) => ({ ...tender, ...(await tenderAttachments(db, tender.TenderNo)) })));
        return { status: 200, value };
      },
    },
    {
      // The logged-in vendor, or `user: null`.
      kind: 'personal',
      path: '/api/session',
      response: { 200: sessionAnswer },
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        return { status: 200, value: { success: true, user: account && { firstname: account.firstname, lastname: account.lastname, email: account.email } } };
      },
    },
    {
      // The logged-in vendor's registrations, newest first, with what the client needs to show each tender's status.
      kind: 'personal',
      path: '/api/vendors/mine',
      response: { 200: myApplicationsAnswer, 401: readRefusal },
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        if (!account) return { status: 401, value: { success: false, message: VENDOR_MESSAGES.loginFirst } };
        return { status: 200, value: { success: true, applications: await myApplications(db, account.id) } };
      },
    },
    {
      // A published tender's published pre-bid answers (issue 23), never the asker; an answer bumps the content version.
      kind: 'content',
      ...addressOf(publicQuestionsRead),
      key: (query) => {
        const check = checkTenderNo(query.tenderNo);
        return 'problem' in check ? `!${check.problem}` : check.tenderNo;
      },
      compute: async (query) => {
        const check = checkTenderNo(query.tenderNo);
        if ('problem' in check) return { status: 400, value: { success: false, message: check.problem } };
        return { status: 200, value: { success: true, questions: await publicQuestions(db, check.tenderNo) } };
      },
    },
    {
      // The logged-in vendor's saved profile, and their registration for `?tenderNo=` if they made one (issue 23).
      kind: 'personal',
      path: '/api/vendors/profile',
      response: { 200: vendorProfileAnswer, 401: readRefusal },
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        if (!account) return { status: 401, value: { success: false, message: VENDOR_MESSAGES.loginFirst } };
        const check = checkTenderNo((request.query as Query | undefined)?.tenderNo);
        return { status: 200, value: { success: true, ...(await vendorProfile(db, account.id, 'problem' in check ? null : check.tenderNo)) } };
      },
    },
    ...bidReads(app),
  ];
}
