import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_URL, TENDER_API_URL } from '@/shared/config/env';
import { resolveContentDate } from '@/shared/lib/content-date';
import type {
  AboutRecord,
  CareerOpening,
  Client,
  CompanyEvent,
  ContactOffice,
  EventHeader,
  Founder,
  GalleryHeader,
  GalleryItem,
  HeaderImage,
  HomeData,
  HomeDataAnswer,
  Logo,
  Project,
  Service,
  Tender,
  Testimonial,
} from '@/shared/contracts/entities';
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
import tenders from '@content/tenders.json';
import testimonials from '@content/testimonials.json';

/**
 * The demo content as the API host serves it (SPEC section 7): the typed constants double as a
 * compile-time check that `content/*.json` still matches the contracts.
 */
const content = {
  logos: logos satisfies Logo[],
  home: home satisfies HomeData[],
  services: services satisfies Service[],
  projects: projects satisfies Project[],
  founders: founders satisfies Founder[],
  testimonials: testimonials satisfies Testimonial[],
  careerHeaderImages: careers.headerImages satisfies HeaderImage[],
  careerOpenings: careers.openings satisfies CareerOpening[],
  contactHeaderImages: contact.headerImages satisfies HeaderImage[],
  contactOffices: contact.offices satisfies ContactOffice[],
  about: about satisfies AboutRecord[],
  clients: clients satisfies Client[],
  events: events.map((event) => ({ ...event, EventDate: resolveContentDate(event.EventDate) })) satisfies CompanyEvent[],
  eventHeader: eventHeader satisfies EventHeader[],
  gallery: gallery satisfies GalleryItem[],
  galleryHeader: galleryHeader satisfies GalleryHeader[],
  images: images satisfies { image: string }[],
  tenders: tenders satisfies (Tender & { Published: boolean })[],
};

/** Like the server: unpublished rows never leave the API host. */
const publishedProjects = (): Project[] => content.projects.filter((project) => project.Published);
const publishedEvents = (): CompanyEvent[] => content.events.filter((event) => event.Published);

/** Tenders are published by a flag the client never sees. */
export function publishedTenders(): Tender[] {
  return content.tenders
    .filter((tender) => tender.Published)
    .map(({ Published: _published, ...tender }) => tender);
}

const list = <T>(path: string, rows: () => T[]) => http.get(`${API_URL}${path}`, () => HttpResponse.json(rows()));

export const readsHandlers: RequestHandler[] = [
  list('/api/getlogos', () => content.logos),
  http.get(`${API_URL}/homeData`, () => HttpResponse.json<HomeDataAnswer>({ success: true, data: content.home })),
  list('/api/getservices', () => content.services),
  list('/projects', publishedProjects),
  list('/api/projects', publishedProjects),
  list('/Founders', () => content.founders),
  list('/get_testimonials', () => content.testimonials),
  list('/api/career_head_img', () => content.careerHeaderImages),
  list('/Careersdata', () => content.careerOpenings),
  list('/api/all_contactus_data', () => content.contactOffices),
  list('/api/contactus_head', () => content.contactHeaderImages),
  list('/api/getaboutus', () => content.about),
  list('/api/getclients', () => content.clients),
  list('/api/events', publishedEvents),
  list('/api/get_event_header', () => content.eventHeader),
  list('/getGalleryData', () => content.gallery),
  list('/api/get_header_img', () => content.galleryHeader),
  list('/api/getimg', () => content.images),
  list('/api/tenders/published', publishedTenders),
  http.get(`${TENDER_API_URL}/get_tender`, ({ request }) => {
    const tenderNo = new URL(request.url).searchParams.get('tenderNo');
    return HttpResponse.json(publishedTenders().filter((tender) => tender.TenderNo === tenderNo));
  }),
];
