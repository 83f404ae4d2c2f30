import type { FastifyInstance, FastifyRequest } from 'fastify';
import { aboutRead } from '@/entities/about/model/about.contract';
import { aboutSchema } from '@/entities/about/model/about.schema';
import { careerOpeningsRead } from '@/entities/career-opening/model/career-opening.contract';
import { careerOpeningSchema } from '@/entities/career-opening/model/career-opening.schema';
import { clientsRead } from '@/entities/client/model/client.contract';
import { clientSchema } from '@/entities/client/model/client.schema';
import { contactOfficesRead } from '@/entities/contact-office/model/contact-office.contract';
import { contactOfficeSchema } from '@/entities/contact-office/model/contact-office.schema';
import { eventsRead } from '@/entities/event/model/event.contract';
import { eventSchema } from '@/entities/event/model/event.schema';
import { eventHeaderRead } from '@/entities/event-header/model/event-header.contract';
import { eventHeaderSchema } from '@/entities/event-header/model/event-header.schema';
import { foundersRead } from '@/entities/founder/model/founder.contract';
import { founderSchema } from '@/entities/founder/model/founder.schema';
import { galleryHeaderRead } from '@/entities/gallery-header/model/gallery-header.contract';
import { galleryHeaderSchema } from '@/entities/gallery-header/model/gallery-header.schema';
import { galleryCategory } from '@/entities/gallery-item/model/gallery-item';
import { galleryRead } from '@/entities/gallery-item/model/gallery-item.contract';
import { galleryItemSchema } from '@/entities/gallery-item/model/gallery-item.schema';
import { careerHeaderImagesRead, contactHeaderImagesRead } from '@/entities/header-image/model/header-image.contract';
import { headerImageSchema } from '@/entities/header-image/model/header-image.schema';
import { homeDataRead } from '@/entities/home-data/model/home-data.contract';
import { homeDataSchema } from '@/entities/home-data/model/home-data.schema';
import { imagesRead } from '@/entities/image/model/image.contract';
import { imageSchema } from '@/entities/image/model/image.schema';
import { logosRead } from '@/entities/logo/model/logo.contract';
import { logoSchema } from '@/entities/logo/model/logo.schema';
import { legacyProjectsRead, projectsRead } from '@/entities/project/model/project.contract';
import { projectSchema } from '@/entities/project/model/project.schema';
import { servicesRead } from '@/entities/service/model/service.contract';
import { serviceSchema } from '@/entities/service/model/service.schema';
import { sessionRead } from '@/entities/session/model/session-reads.contract';
import type { Tender } from '@/entities/tender/model/tender';
import { myApplicationsRead, publicQuestionsRead, publishedTendersRead, tenderDetailRead } from '@/entities/tender/model/tender-reads.contract';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { testimonialsRead } from '@/entities/testimonial/model/testimonial.contract';
import { vendorProfileRead } from '@/entities/vendor-profile/model/vendor-profile-read.contract';
import { testimonialSchema } from '@/entities/testimonial/model/testimonial.schema';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import type { RecordSchema } from '@/shared/lib/record-schema';
import { readList } from '../../content/content-reads';
import { readLocale } from '../../lib/request-locale';
import type { ContentTableName } from '../../db/tables/content.tables';
import { myApplications } from '../../tenders/my-applications';
import { publicQuestions } from '../../tenders/questions';
import { vendorProfile } from '../accounts/profile';
import { tenderAttachments } from '../../tenders/store';
import { sessionAccount } from '../accounts/sessions';
import { jsonSchemaOf, responseSchemas } from '../../lib/contract-route';
import { readRefusalSchema, type Answers, type Endpoint } from '@/shared/contracts/endpoint';
import { bidReads } from './bid-reads';

type Query = Record<string, unknown>;

/** A read's address and the JSON schema of its answer per status, derived once from its contract. */
const addressOf = (endpoint: Endpoint<'GET', string, Answers>) => ({ path: endpoint.path, response: responseSchemas(endpoint.answers) });

/** `{ success: false, message }`: a read's refusal, as JSON schema (the tender files' routes declare it too). */
export const readRefusal = jsonSchemaOf(readRefusalSchema);

/** What a read answers: its status and value (serialized by the JSON schema the route declares for that status). */
export interface ReadResult {
  status: number;
  value: unknown;
}

/**
 * One read of the API: its address and the JSON schema of its answer for every status it can give, both
 * from its contract (`src/entities/<record>/model/*.contract.ts`, through `addressOf`: the route declares
 * them and the answer is serialized by them, so nothing else leaves the server), and how it is computed.
 * `content` reads depend only on published content and their query, and are cached until content changes
 * (`key` says which part of the query matters); `personal` reads depend on who is asking (the session
 * cookie), are never cached, and are answered `no-store`.
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
  const list = (read: Endpoint<'GET', string, Answers>, table: ContentTableName, schema: RecordSchema): ReadDefinition => ({
    kind: 'content',
    ...addressOf(read),
    key: (query) => readLocale(query),
    compute: async (query) => ({ status: 200, value: await readList(db, table, schema, undefined, readLocale(query)) }),
  });

  return [
    list(logosRead, 'logos', logoSchema),
    {
      kind: 'content',
      ...addressOf(homeDataRead),
      key: (query) => readLocale(query),
      compute: async (query) => ({ status: 200, value: { success: true, data: await readList(db, 'home_data', homeDataSchema, undefined, readLocale(query)) } }),
    },
    list(servicesRead, 'services', serviceSchema),
    list(projectsRead, 'projects', projectSchema),
    list(legacyProjectsRead, 'projects', projectSchema),
    list(foundersRead, 'founders', founderSchema),
    list(testimonialsRead, 'testimonials', testimonialSchema),
    list(careerHeaderImagesRead, 'career_header_images', headerImageSchema),
    list(careerOpeningsRead, 'career_openings', careerOpeningSchema),
    list(contactOfficesRead, 'contact_offices', contactOfficeSchema),
    list(contactHeaderImagesRead, 'contact_header_images', headerImageSchema),
    list(aboutRead, 'about', aboutSchema),
    list(clientsRead, 'clients', clientSchema),
    list(eventsRead, 'events', eventSchema),
    list(eventHeaderRead, 'event_headers', eventHeaderSchema),
    {
      // Gallery tabs (docs/spec-fields.md §4): `?category=` narrows the list; `AllPhotos`, an unknown value or none gives every item.
      kind: 'content',
      ...addressOf(galleryRead),
      key: (query) => galleryCategory(query.category) ?? '',
      compute: async (query) => {
        const items = await readList(db, 'gallery_items', galleryItemSchema);
        const category = galleryCategory(query.category)?.toLowerCase();
        return { status: 200, value: category ? items.filter((item) => splitCategories(item.categories).includes(category)) : items };
      },
    },
    list(galleryHeaderRead, 'gallery_headers', galleryHeaderSchema),
    list(imagesRead, 'images', imageSchema),
    list(publishedTendersRead, 'tenders', tenderSchema),
    {
      // The spec's array, each tender with its documents and corrigenda (issue 9); 400 for a number that cannot be one.
      kind: 'content',
      ...addressOf(tenderDetailRead),
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
      ...addressOf(sessionRead),
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        return { status: 200, value: { success: true, user: account && { firstname: account.firstname, lastname: account.lastname, email: account.email } } };
      },
    },
    {
      // The logged-in vendor's registrations, newest first, with what the client needs to show each tender's status.
      kind: 'personal',
      ...addressOf(myApplicationsRead),
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
      ...addressOf(vendorProfileRead),
      compute: async (request) => {
        const account = await sessionAccount(app, request);
        if (!account) return { status: 401, value: { success: false, message: VENDOR_MESSAGES.loginFirst } };
        const check = checkTenderNo(vendorProfileRead.query?.parse(request.query ?? {}).tenderNo);
        return { status: 200, value: { success: true, ...(await vendorProfile(db, account.id, 'problem' in check ? null : check.tenderNo)) } };
      },
    },
    ...bidReads(app),
  ];
}
