import { readFileSync, rmSync } from 'node:fs';
import { demoDateShift, latestCorrigendumDate, shiftTenderDates, type TenderContentFile, type TenderDetail } from '@/entities/tender/model/tender-rules';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../config';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import type { CompanyEvent } from '@/entities/event/model/event';
import type { HomeDataAnswer } from '@/entities/home-data/model/home-data';
import type { Tender } from '@/entities/tender/model/tender';
import { resolveContentDate } from '../../src/shared/lib/content-date';
import { aboutSchema } from '@/entities/about/model/about.schema';
import { careerOpeningSchema } from '@/entities/career-opening/model/career-opening.schema';
import { clientSchema } from '@/entities/client/model/client.schema';
import { contactOfficeSchema } from '@/entities/contact-office/model/contact-office.schema';
import { eventSchema } from '@/entities/event/model/event.schema';
import { eventHeaderSchema } from '@/entities/event-header/model/event-header.schema';
import { founderSchema } from '@/entities/founder/model/founder.schema';
import { galleryHeaderSchema } from '@/entities/gallery-header/model/gallery-header.schema';
import { galleryItemSchema } from '@/entities/gallery-item/model/gallery-item.schema';
import { headerImageSchema } from '@/entities/header-image/model/header-image.schema';
import { homeDataSchema } from '@/entities/home-data/model/home-data.schema';
import { imageSchema } from '@/entities/image/model/image.schema';
import { logoSchema } from '@/entities/logo/model/logo.schema';
import { projectSchema } from '@/entities/project/model/project.schema';
import { serviceSchema } from '@/entities/service/model/service.schema';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { testimonialSchema } from '@/entities/testimonial/model/testimonial.schema';
import { fieldKinds, type FieldKind } from '@/shared/lib/record-schema';

/** Each record's fields with their JSON types, from its one definition in `src/entities`. */
const ABOUT_FIELDS = fieldKinds(aboutSchema) as Record<string, FieldKind>;
const CAREER_OPENING_FIELDS = fieldKinds(careerOpeningSchema) as Record<string, FieldKind>;
const CLIENT_FIELDS = fieldKinds(clientSchema) as Record<string, FieldKind>;
const CONTACT_OFFICE_FIELDS = fieldKinds(contactOfficeSchema) as Record<string, FieldKind>;
const EVENT_FIELDS = fieldKinds(eventSchema) as Record<string, FieldKind>;
const EVENT_HEADER_FIELDS = fieldKinds(eventHeaderSchema) as Record<string, FieldKind>;
const FOUNDER_FIELDS = fieldKinds(founderSchema) as Record<string, FieldKind>;
const GALLERY_HEADER_FIELDS = fieldKinds(galleryHeaderSchema) as Record<string, FieldKind>;
const GALLERY_ITEM_FIELDS = fieldKinds(galleryItemSchema) as Record<string, FieldKind>;
const HEADER_IMAGE_FIELDS = fieldKinds(headerImageSchema) as Record<string, FieldKind>;
const HOME_DATA_FIELDS = fieldKinds(homeDataSchema) as Record<string, FieldKind>;
const IMAGE_FIELDS = fieldKinds(imageSchema) as Record<string, FieldKind>;
const LOGO_FIELDS = fieldKinds(logoSchema) as Record<string, FieldKind>;
const PROJECT_FIELDS = fieldKinds(projectSchema) as Record<string, FieldKind>;
const SERVICE_FIELDS = fieldKinds(serviceSchema) as Record<string, FieldKind>;
const TENDER_FIELDS = fieldKinds(tenderSchema) as Record<string, FieldKind>;
const TESTIMONIAL_FIELDS = fieldKinds(testimonialSchema) as Record<string, FieldKind>;

const typeOf = (value: unknown): FieldKind | string =>
  typeof value === 'number'
    ? Number.isInteger(value) ? 'integer' : 'number'
    : Array.isArray(value) ? (value.every((item) => typeof item === 'string') ? 'list' : 'array of non-texts') : typeof value;

/** Every record has exactly the contract's fields, each of its JSON type. */
function expectRecords(records: unknown[], fields: Record<string, FieldKind>): void {
  for (const record of records as Array<Record<string, unknown>>) {
    expect(Object.keys(record).sort()).toEqual(Object.keys(fields).sort());
    for (const [name, kind] of Object.entries(fields)) {
      const actual = typeOf(record[name]);
      // An integer is a valid JSON number too (e.g. a tender amount of 0).
      expect({ name, type: kind === 'number' && actual === 'integer' ? 'number' : actual }).toEqual({ name, type: kind });
    }
  }
}

/** A record's Marathi texts (`mr`) are not a field of the English answer. */
const withoutMarathi = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutMarathi);
  if (!value || typeof value !== 'object') return value;
  const { mr: _mr, ...rest } = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, Array.isArray(inner) ? withoutMarathi(inner) : inner]));
};
const content = (file: string) => withoutMarathi(JSON.parse(readFileSync(path.join(projectRoot, 'content', file), 'utf8'))) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
const published = (file: string) => (content(file) as Array<{ Published: boolean }>).filter((record) => record.Published);

/** `content/tenders.json` as the seed stores it today: dates moved to the seed day, the latest corrigendum's date added. */
function demoTenders(): Array<Tender & { Published: boolean }> {
  const file = content('tenders.json') as TenderContentFile<Tender & { Published: boolean }>;
  const shift = demoDateShift(file.datesRelativeTo);
  return file.tenders.map((record) => {
    const { Documents: _documents, Corrigenda, ...tender } = shiftTenderDates(record, shift);
    // The record as the content means it: a field the file leaves out takes the record's default.
    return { ...tenderSchema.parse({ ...tender, Corrigendum_Date: latestCorrigendumDate(Corrigenda) }), Published: tender.Published };
  });
}
const publishedTenders = () => demoTenders().filter((tender) => tender.Published);

/** docs/spec-fields.md §7 reads answering a plain list, with the fields of each record and the list they come from. */
const LIST_READS: Array<[url: string, fields: Record<string, FieldKind>, expected: () => unknown[]]> = [
  ['/api/getlogos', LOGO_FIELDS, () => content('logos.json')],
  ['/api/getservices', SERVICE_FIELDS, () => content('services.json')],
  ['/projects', PROJECT_FIELDS, () => published('projects.json')],
  ['/api/projects', PROJECT_FIELDS, () => published('projects.json')],
  ['/Founders', FOUNDER_FIELDS, () => content('founders.json')],
  ['/get_testimonials', TESTIMONIAL_FIELDS, () => content('testimonials.json')],
  ['/api/career_head_img', HEADER_IMAGE_FIELDS, () => content('careers.json').headerImages],
  ['/Careersdata', CAREER_OPENING_FIELDS, () => content('careers.json').openings],
  ['/api/all_contactus_data', CONTACT_OFFICE_FIELDS, () => content('contact.json').offices],
  ['/api/contactus_head', HEADER_IMAGE_FIELDS, () => content('contact.json').headerImages],
  ['/api/getaboutus', ABOUT_FIELDS, () => content('about.json')],
  ['/api/getclients', CLIENT_FIELDS, () => content('clients.json')],
  // Demo event dates are relative to the day of seeding (`today+18`), resolved the way the seed does.
  ['/api/events', EVENT_FIELDS, () => (published('events.json') as CompanyEvent[]).map((event) => ({ ...event, EventDate: resolveContentDate(event.EventDate) }))],
  ['/api/get_event_header', EVENT_HEADER_FIELDS, () => content('event-header.json')],
  ['/getGalleryData', GALLERY_ITEM_FIELDS, () => content('gallery.json')],
  ['/api/get_header_img', GALLERY_HEADER_FIELDS, () => content('gallery-header.json')],
  ['/api/getimg', IMAGE_FIELDS, () => content('images.json')],
  [
    '/api/tenders/published',
    TENDER_FIELDS,
    () => publishedTenders().map((tender) => ({ ...tender, Published: undefined })),
  ],
];

/** Drops `undefined` fields so expected content compares with parsed JSON. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describeDb('reads of docs/spec-fields.md §7 on the demo content', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(LIST_READS)('GET /backend%s answers the content as a non-empty list of the contract shape', async (url, fields, expected) => {
    const response = await app.inject({ method: 'GET', url: `/backend${url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json() as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    expectRecords(body, fields);
    expect(body).toEqual(asJson(expected()));
  });

  it('GET /backend/homeData answers { success, data } with the seven texts', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/homeData' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as HomeDataAnswer;
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expectRecords(body.data, HOME_DATA_FIELDS);
    expect(body.data).toEqual(content('home.json'));
  });

  it('GET /backend/get_tender?tenderNo= answers the published tender as a one-element list, without Published', async () => {
    const [first] = publishedTenders();
    const response = await app.inject({ method: 'GET', url: '/backend/get_tender', query: { tenderNo: first.TenderNo } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TenderDetail[];
    expect(body).toHaveLength(1);
    // Beyond the contract's fields, the detail carries its documents and corrigenda (server/tenders/tenders.test.ts).
    const { Documents, Corrigenda, ...fields } = body[0];
    expect([Array.isArray(Documents), Array.isArray(Corrigenda)]).toEqual([true, true]);
    expectRecords([fields], TENDER_FIELDS);
    expect(fields).toEqual(asJson({ ...first, Published: undefined }));
  });

  it('never sends an unpublished tender, project or event', async () => {
    const hidden = demoTenders().filter((tender) => !tender.Published);
    for (const tender of hidden) {
      const response = await app.inject({ method: 'GET', url: '/backend/get_tender', query: { tenderNo: tender.TenderNo } });
      expect(response.json()).toEqual([]);
    }
    for (const url of ['/backend/projects', '/backend/api/events', '/backend/api/tenders/published']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).not.toMatch(/"Published":false/);
    }
  });
});

describeDb('reads: published filtering, tender look-up, gallery filter, revalidation', () => {
  let app: FastifyInstance;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = makeContentDir(sampleContent());
    app = await buildTestApp({ config: { contentDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(contentDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('lists only published projects, in content order, with real booleans', async () => {
    for (const url of ['/backend/projects', '/backend/api/projects']) {
      const body = (await get(url)).json() as Array<{ id: number; Published: unknown }>;
      expect(body.map((project) => [project.id, project.Published])).toEqual([
        [1, true],
        [3, true],
      ]);
    }
  });

  it('lists only published events', async () => {
    const body = (await get('/backend/api/events')).json() as Array<{ EventID: number; Published: unknown }>;
    expect(body.map((event) => [event.EventID, event.Published])).toEqual([[1, true]]);
  });

  it('lists only published tenders and never their Published column', async () => {
    const response = await get('/backend/api/tenders/published');
    const body = response.json() as Array<Record<string, unknown>>;
    expect(body.map((tender) => tender.TenderNo)).toEqual(['VI/T/001', 'VI/T/003']);
    expect(response.body).not.toContain('Published');
    expect(body[0].ShowQty).toBe(true);
    expect(body[0].TenderTotalAmont).toBe(11800.5);
  });

  it('looks a tender up by number; an unknown or unpublished number gives an empty list', async () => {
    expect((await get('/backend/get_tender?tenderNo=VI%2FT%2F003')).json()).toEqual([expect.objectContaining({ id: 3, TenderNo: 'VI/T/003' })]);
    expect((await get('/backend/get_tender?tenderNo=%20VI/T/001%20')).json()).toEqual([expect.objectContaining({ id: 1 })]);
    for (const tenderNo of ['VI/T/999', 'VI/T/002-DRAFT', 'vi/t/001', "' OR 1=1 --", 'निविदा-१', '%', '😀']) {
      const response = await app.inject({ method: 'GET', url: '/backend/get_tender', query: { tenderNo } });
      expect({ tenderNo, status: response.statusCode, body: response.json() }).toEqual({ tenderNo, status: 200, body: [] });
    }
  });

  it('answers 400 { success: false, message } for a missing, empty, repeated, overlong or control-character tenderNo', async () => {
    const urls = [
      '/backend/get_tender',
      '/backend/get_tender?tenderNo=',
      '/backend/get_tender?tenderNo=%20%20',
      '/backend/get_tender?tenderno=VI/T/001',
      '/backend/get_tender?tenderNo[]=VI/T/001',
      '/backend/get_tender?tenderNo=VI/T/001&tenderNo=VI/T/003',
      `/backend/get_tender?tenderNo=${'x'.repeat(10_000)}`,
      '/backend/get_tender?tenderNo=VI%00T',
    ];
    for (const url of urls) {
      const response = await get(url);
      const body = response.json() as { success: boolean; message: string };
      expect({ url: url.slice(0, 60), status: response.statusCode, success: body.success }).toEqual({ url: url.slice(0, 60), status: 400, success: false });
      expect(body.message).toMatch(/tender number/);
    }
  });

  it('never answers a read with a 5xx, whatever the query string', async () => {
    const odd = [
      '?a=1&a=2&a=3',
      '?category[]=Staff&category[]=Office',
      '?category=Staff&category=Office',
      `?category=${'é'.repeat(5_000)}`,
      '?%E0%A4=%FF%FE',
      '?=&&==&',
      '?__proto__[x]=1&constructor=2',
      `?q=${'%41'.repeat(3_000)}`,
    ];
    const paths = ['/api/getlogos', '/homeData', '/projects', '/getGalleryData', '/api/tenders/published', '/get_tender'];
    for (const read of paths) {
      for (const query of odd) {
        const response = await get(`/backend${read}${query}`);
        expect({ read, query: query.slice(0, 40), ok: response.statusCode < 500 }).toEqual({ read, query: query.slice(0, 40), ok: true });
      }
    }
  });

  it('filters the gallery by ?category= and gives every item without it or for an unknown category', async () => {
    const images = async (query: string) => ((await get(`/backend/getGalleryData${query}`)).json() as Array<{ image: string }>).map((item) => item.image);
    const all = ['/uploads/g/1.svg', '/uploads/g/2.svg', '/uploads/g/3.svg'];
    expect(await images('')).toEqual(all);
    expect(await images('?category=Staff')).toEqual(['/uploads/g/2.svg', '/uploads/g/3.svg']);
    expect(await images('?category=office')).toEqual(['/uploads/g/1.svg']);
    expect(await images('?category=Event')).toEqual(['/uploads/g/3.svg']);
    expect(await images('?category=AllPhotos')).toEqual(all);
    expect(await images('?category=Kitchen')).toEqual(all);
    expect(await images('?category=Staff&category=Office')).toEqual(all);
  });

  it('sends Cache-Control: no-cache and a weak ETag, and 304 without a body when it matches', async () => {
    const first = await get('/backend/api/getlogos');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('/backend/api/getlogos', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();
    expect((await get('/backend/api/getlogos', { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('/backend/api/getlogos', { 'if-none-match': etag.replace('W/', '') })).statusCode).toBe(304);

    const changed = await get('/backend/api/getlogos', { 'if-none-match': 'W/"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([{ logo: '/uploads/logos/logo.svg' }]);
    expect((await get('/backend/api/getservices')).headers.etag).not.toBe(etag);
  });

  it('answers HEAD and a trailing slash like GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/backend/api/getclients' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/backend/api/getclients/')).json()).toEqual([{ id: 1, Ourclients: '/uploads/clients/one.svg' }]);
  });

  it('answers an unknown API path with a JSON 404, and a write to a read path with a 404 or 403, never a 5xx', async () => {
    const unknown = await get('/backend/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No API path GET /backend/api/nothing-here.' });
    const post = await app.inject({ method: 'POST', url: '/backend/api/getlogos', payload: {} });
    expect([403, 404]).toContain(post.statusCode);
  });
});

describeDb('reads on an empty database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('answer empty lists (and homeData an empty data list), not errors', async () => {
    for (const [url] of LIST_READS) expect((await app.inject({ method: 'GET', url: `/backend${url}` })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/backend/homeData' })).json()).toEqual({ success: true, data: [] });
    expect((await app.inject({ method: 'GET', url: '/backend/get_tender?tenderNo=VI/T/001' })).json()).toEqual([]);
  });
});
