import { http, HttpResponse, type RequestHandler } from 'msw';
import type { z, ZodArray, ZodTypeAny } from 'zod';
import { TENDER_API_URL } from '@/shared/config/env';
import { resolveContentDate } from '@/shared/lib/content-date';
import { localizeRecord } from '@/shared/lib/record-schema';
import { aboutRead } from '@/entities/about';
import { careerOpeningsRead } from '@/entities/career-opening';
import { clientsRead } from '@/entities/client';
import { contactOfficesRead } from '@/entities/contact-office';
import { eventsRead } from '@/entities/event';
import { eventHeaderRead } from '@/entities/event-header';
import { foundersRead } from '@/entities/founder';
import { galleryHeaderRead } from '@/entities/gallery-header';
import { galleryRead } from '@/entities/gallery-item';
import { careerHeaderImagesRead, contactHeaderImagesRead } from '@/entities/header-image';
import { homeDataRead, type HomeData } from '@/entities/home-data';
import { imagesRead } from '@/entities/image';
import { logosRead } from '@/entities/logo';
import { legacyProjectsRead, projectsRead } from '@/entities/project';
import { servicesRead } from '@/entities/service';
import { testimonialsRead } from '@/entities/testimonial';
import {
  demoDateShift,
  latestCorrigendumDate,
  publishedTendersRead,
  shiftTenderDates,
  tenderCalendarRead,
  tenderDetailRead,
  tenderDocumentRead,
  tenderSchema,
  type Tender,
  type TenderContentFile,
  type TenderDetail,
  type TenderDocument,
} from '@/entities/tender';
import { pathOf, type AnswerAt, type Endpoint } from '@/shared/contracts/endpoint';
import { answer, mockEndpoint } from '../contract-handler';
import about from '@content/about.json';
import careers from '@content/careers.json';
import clients from '@content/clients.json';
import contact from '@content/contact.json';
import eventHeader from '@content/event-header.json';
import events from '@content/events.json';
import founders from '@content/founders.json';
import galleryHeader from '@content/gallery-header.json';
import gallery from '@content/gallery.json';
import home from '@content/home.json';
import images from '@content/images.json';
import logos from '@content/logos.json';
import projects from '@content/projects.json';
import services from '@content/services.json';
import tenderContent from '@content/tenders.json';
import testimonials from '@content/testimonials.json';

/**
 * The demo content as the API host serves it (docs/spec-fields.md §7). Each handler below answers its read's
 * contract (`src/entities/<record>/model/*.contract.ts`), which doubles as a compile-time check that
 * `content/*.json` still matches the record.
 */
const content = {
  logos,
  home: home satisfies HomeData[],
  services,
  projects,
  founders,
  testimonials,
  careerHeaderImages: careers.headerImages,
  careerOpenings: careers.openings,
  contactHeaderImages: contact.headerImages,
  contactOffices: contact.offices,
  about,
  clients,
  events: events.map((event) => ({ ...event, EventDate: resolveContentDate(event.EventDate) })),
  eventHeader,
  gallery,
  galleryHeader,
  images,
};

/** Like the server: unpublished rows never leave the API host. */
const publishedProjects = () => content.projects.filter((project) => project.Published);
const publishedEvents = () => content.events.filter((event) => event.Published);

/** A tender as `content/tenders.json` writes it: fields with a default may be left out. */
type ContentTender = Omit<z.input<typeof tenderSchema>, 'Corrigendum_Date'> & { Published: boolean };
const tenderFile = tenderContent satisfies TenderContentFile<ContentTender>;

/** The content's tenders as the seed stores them on `now`: dates moved to today's demo, the latest corrigendum's date added. */
function storedTenders(now: Date = new Date()) {
  const shift = demoDateShift(tenderFile.datesRelativeTo, now);
  return (tenderFile.tenders as TenderContentFile<ContentTender>['tenders']).map((record) => {
    const moved = shiftTenderDates(record, shift);
    return { ...moved, Corrigendum_Date: latestCorrigendumDate(moved.Corrigenda) };
  });
}

/** Tenders are published by a flag the client never sees. */
export function publishedTenders(now: Date = new Date()): Tender[] {
  // Read as the API host answers: only the record's fields, defaults filled in.
  return storedTenders(now)
    .filter((tender) => tender.Published)
    .map((tender) => tenderSchema.parse(tender));
}

/** Every tender of the content, published or not (with its `Published` flag), as stored today. */
export const allContentTenders = () => storedTenders().map(({ Documents: _documents, Corrigenda: _corrigenda, ...tender }) => tender);

const mockDocument = (id: number, title: string, file: string): TenderDocument => {
  const fileName = file.split('/').pop() ?? file;
  const type = fileName.split('.').pop() ?? '';
  return { id, Title: title, File_Name: fileName, Type: type, Size: 2048 * id, Url: pathOf(tenderDocumentRead, { id, name: fileName }) };
};

/** `/get_tender`'s element for a published tender: with its documents and corrigenda (newest first), as the API host sends them. */
export function tenderDetails(now: Date = new Date()): TenderDetail[] {
  let nextId = 1;
  return storedTenders(now)
    .filter((tender) => tender.Published)
    .map(({ Documents, Corrigenda, ...tender }) => ({
      ...tenderSchema.parse(tender),
      Documents: (Documents ?? []).map((document) => mockDocument(nextId++, document.Title, document.File)),
      Corrigenda: (Corrigenda ?? [])
        .map((entry, index) => ({
          id: index + 1,
          Date: entry.Date,
          Text: entry.Text,
          New_Deadline: entry.New_Deadline ?? '',
          Document: entry.File ? mockDocument(nextId++, `Corrigendum of ${entry.Date}`, entry.File) : null,
        }))
        .sort((a, b) => b.Date.localeCompare(a.Date)),
    }));
}

/**
 * Like the server: a record's Marathi texts (`mr` in content/) never leave as such; a Marathi page's read
 * (`?lang=mr`) gets each of them in place of its English field, the English where there is none.
 */
function inLanguage<T>(rows: T[], request: Request): T[] {
  const marathi = new URL(request.url).searchParams.get('lang') === 'mr';
  return rows.map((row) => {
    const { mr, ...english } = row as T & { mr?: Record<string, string> };
    return (marathi && mr ? localizeRecord(english, mr) : english) as T;
  });
}

/** A list read answered with `rows` in the page's language: the contract's answer, so `content/*.json` must still match it. */
const list = <E extends Endpoint<'GET', string, { readonly 200: ZodArray<ZodTypeAny> }>>(read: E, rows: () => AnswerAt<E, 200>) =>
  mockEndpoint(read, ({ request }) => answer(read, inLanguage(rows() as unknown[], request) as AnswerAt<E, 200>, 200));

export const readsHandlers: RequestHandler[] = [
  list(logosRead, () => content.logos),
  mockEndpoint(homeDataRead, ({ request }) => answer(homeDataRead, { success: true, data: inLanguage(content.home, request) })),
  list(servicesRead, () => content.services),
  list(projectsRead, publishedProjects),
  list(legacyProjectsRead, publishedProjects),
  list(foundersRead, () => content.founders),
  list(testimonialsRead, () => content.testimonials),
  list(careerHeaderImagesRead, () => content.careerHeaderImages),
  list(careerOpeningsRead, () => content.careerOpenings),
  list(contactOfficesRead, () => content.contactOffices),
  list(contactHeaderImagesRead, () => content.contactHeaderImages),
  list(aboutRead, () => content.about),
  list(clientsRead, () => content.clients),
  list(eventsRead, publishedEvents),
  list(eventHeaderRead, () => content.eventHeader),
  list(galleryRead, () => content.gallery),
  list(galleryHeaderRead, () => content.galleryHeader),
  list(imagesRead, () => content.images),
  list(publishedTendersRead, publishedTenders),
  // Documents and the calendar file, so `npm run dev:mock` downloads something (the API host sends the real files).
  mockEndpoint(tenderDocumentRead, ({ params }) => {
    const name = String(params.name);
    return new HttpResponse(`Demo document ${name} (answered by msw)`, {
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"` },
    });
  }),
  mockEndpoint(tenderCalendarRead, () =>
    new HttpResponse('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//msw//EN\r\nEND:VCALENDAR\r\n', {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="deadline.ics"' },
    }),
  ),
  // On the company's other API host (`TENDER_API_URL`), where the client asks for it.
  http.get(`${TENDER_API_URL}${tenderDetailRead.path}`, ({ request }) => {
    const tenderNo = new URL(request.url).searchParams.get('tenderNo');
    return HttpResponse.json<AnswerAt<typeof tenderDetailRead, 200>>(inLanguage(tenderDetails(), request).filter((tender) => tender.TenderNo === tenderNo));
  }),
];
