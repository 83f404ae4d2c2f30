import type { CompanyEvent } from '@/entities/event/model/event';
import { COMPANY } from '../../src/shared/config/company';
import { isPrivateLinkPath, isStaffPath } from '../../src/shared/config/site-paths';
import { LANGUAGE_TAG, LOCALES, pathInLocale, pathWithoutLocale, type Locale } from '../../src/shared/i18n/locale';
import { caseStudySummary } from './case-study-head';

/** What a page's `<head>` says about it: title, description, canonical address, previews, JSON-LD. */
export interface HeadInput {
  /** The site's origin for absolute addresses (`PUBLIC_URL`, else the request's). */
  origin: string;
  /** The page's path and query as the visitor asked for it. */
  url: string;
  /** The document title the screen named while rendering. */
  title: string;
  /** The matched route's path (`events`, `tender/detailsoftender`, `*` …). */
  routeId: string;
  status: number;
  /** Published events, for the events page's JSON-LD. */
  events?: CompanyEvent[];
  /** Where the API host serves uploads (`/backend`). */
  basePath: string;
  /** The page's language (English when not said). */
  locale?: Locale;
}

const offices = COMPANY.offices.map((office) => office.city).join(' and ');
const DEFAULT_DESCRIPTION = `${COMPANY.name}: ${COMPANY.tagline}. Offices in ${offices}.`;

/** One description per screen (by route path); service pages share theirs by slug. */
const DESCRIPTIONS: Record<string, string> = {
  '/': `${COMPANY.name}: ${COMPANY.tagline}, from design to handover. Offices in ${offices}; call ${COMPANY.phoneDisplay}.`,
  aboutus: `Who ${COMPANY.name} are: our story, our founders and the promise we keep: ${COMPANY.promise}.`,
  services: `Interior services by ${COMPANY.name}: gypsum ceilings, painting, aluminium, glass, flooring, Corian, carpentry and modular furniture, with estimates and a budget guide.`,
  projects: `Homes, offices and institutions finished by ${COMPANY.name}: completed, live and upcoming projects in and around ${offices}.`,
  'projects/subprojects': `A project case study by ${COMPANY.name}: the brief, the work and the result.`,
  career: `Careers at ${COMPANY.name}: open positions in ${offices}, and how to apply with your resume.`,
  events: `Events by ${COMPANY.name}: exhibitions, open days and workshops.`,
  contactus: `Contact ${COMPANY.name}: offices in ${offices}, ${COMPANY.phoneDisplay}, ${COMPANY.email}, or send us a message.`,
  gallery: `Photos of ${COMPANY.name}'s projects, events, office and team.`,
  tender: `Published tenders of ${COMPANY.name}: numbers, parties, dates, and how vendors apply.`,
  'tender/detailsoftender': `Tender details and invitation letter from ${COMPANY.name}.`,
  'tender/login': `Vendor log-in for the ${COMPANY.name} tender board.`,
  'tender/login/signup': `Create a vendor account for the ${COMPANY.name} tender board.`,
  'tender/login/forgot-password': `Forgotten your tender board password? How to reach the ${COMPANY.name} office.`,
  userinfo: `Vendor registration for a ${COMPANY.name} tender.`,
  consultation: `Book a free design consultation with ${COMPANY.name}: at our ${offices} offices, on a video call or at your site, on a real free slot.`,
  'consultation/manage/:token': `Your consultation with ${COMPANY.name}: reschedule or cancel it.`,
  '*': `This page of ${COMPANY.name}'s website does not exist or has moved.`,
};

const SERVICE_DESCRIPTIONS: Record<string, string> = {
  gypsumwork: 'Gypsum false ceilings and partitions',
  paintaingwork: 'Interior and exterior painting, textures and finishes',
  aluminiumwork: 'Aluminium windows, partitions and sections',
  glasswork: 'Glass partitions, doors, railings and mirrors',
  flooringwork: 'Tile, stone, wood and vinyl flooring',
  corianwork: 'Corian (solid surface) counters and panels',
  carpentrywork: 'Custom carpentry: wardrobes, doors, panelling',
  furniturework: 'Modular kitchens and furniture',
  estimate: 'Estimate the cost of your interior: area, home type and finish to a rupee range',
  budget: 'A budget guide for interiors: what each finish costs per square foot',
};

/**
 * A Marathi page's description, for the screens translated so far (issue 22); the others keep the English
 * one until their screen is translated. The company's name and tagline are content (English for now).
 */
const MARATHI_DESCRIPTIONS: Record<string, string> = {
  '/': `${COMPANY.name}: नाशिक आणि शिर्डी येथील इंटिरियर डिझाइन आणि फिट-आउट, डिझाइनपासून हस्तांतरापर्यंत. फोन ${COMPANY.phoneDisplay}.`,
  aboutus: `${COMPANY.name} विषयी: आमची कथा, आमचे संस्थापक आणि आम्ही पाळत असलेले वचन.`,
  services: `${COMPANY.name} च्या इंटिरियर सेवा: जिप्सम छत, रंगकाम, ॲल्युमिनियम, काच, फ्लोअरिंग, कोरियन, सुतारकाम आणि मॉड्युलर फर्निचर, खर्चाचा अंदाज आणि बजेट मार्गदर्शकासह.`,
  contactus: `${COMPANY.name} शी संपर्क: नाशिक आणि शिर्डी येथील कार्यालये, ${COMPANY.phoneDisplay}, ${COMPANY.email}, किंवा आम्हाला संदेश पाठवा.`,
  tender: `${COMPANY.name} च्या प्रसिद्ध निविदा: क्रमांक, पक्ष, दिनांक, आणि विक्रेते अर्ज कसा करतात.`,
  'tender/detailsoftender': `${COMPANY.name} कडून निविदेचा तपशील आणि आमंत्रण पत्र.`,
  'tender/login': `${COMPANY.name} च्या निविदा फलकासाठी विक्रेता लॉग इन.`,
  'tender/login/signup': `${COMPANY.name} च्या निविदा फलकासाठी विक्रेता खाते तयार करा.`,
  'tender/login/forgot-password': `निविदा फलकाचा पासवर्ड विसरलात? ${COMPANY.name} च्या कार्यालयाशी संपर्क कसा साधावा.`,
  userinfo: `${COMPANY.name} च्या निविदेसाठी विक्रेता नोंदणी.`,
  events: `${COMPANY.name} चे कार्यक्रम: प्रदर्शने, खुले दिवस आणि कार्यशाळा.`,
  projects: `${COMPANY.name} ने पूर्ण केलेली घरे, कार्यालये आणि संस्था: नाशिक आणि शिर्डी परिसरातील पूर्ण, सुरू असलेले आणि आगामी प्रकल्प.`,
  'projects/subprojects': `${COMPANY.name} च्या प्रकल्पाची केस स्टडी: गरज, केलेले काम आणि परिणाम.`,
  career: `${COMPANY.name} मध्ये करिअर: नाशिक आणि शिर्डी येथील रिक्त जागा, आणि बायोडेटासह अर्ज कसा करावा.`,
  gallery: `${COMPANY.name} चे प्रकल्प, कार्यक्रम, कार्यालय आणि टीम यांची छायाचित्रे.`,
  consultation: `${COMPANY.name} सोबत मोफत डिझाइन सल्ला भेट बुक करा: नाशिक किंवा शिर्डी कार्यालयात, व्हिडिओ कॉलवर किंवा आपल्या जागेवर, खऱ्या मोकळ्या वेळेत.`,
  'consultation/manage/:token': `${COMPANY.name} सोबतची आपली सल्ला भेट: वेळ बदला किंवा रद्द करा.`,
  '*': `${COMPANY.name} च्या संकेतस्थळावरील हे पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.`,
};

/** A Marathi service page's description, by slug (as `SERVICE_DESCRIPTIONS`). */
const MARATHI_SERVICE_DESCRIPTIONS: Record<string, string> = {
  gypsumwork: 'जिप्सम फॉल्स सीलिंग आणि पार्टिशन्स',
  paintaingwork: 'घराच्या आतील व बाहेरील रंगकाम, टेक्स्चर आणि फिनिश',
  aluminiumwork: 'ॲल्युमिनियमच्या खिडक्या, पार्टिशन्स आणि सेक्शन्स',
  glasswork: 'काचेची पार्टिशन्स, दरवाजे, रेलिंग आणि आरसे',
  flooringwork: 'टाइल, दगड, लाकूड आणि व्हिनाइल फ्लोअरिंग',
  corianwork: 'कोरियन (सॉलिड सरफेस) काउंटर आणि पॅनेल्स',
  carpentrywork: 'खास सुतारकाम: वॉर्डरोब, दरवाजे, पॅनेलिंग',
  furniturework: 'मॉड्युलर किचन आणि फर्निचर',
  estimate: 'आपल्या इंटिरियरच्या खर्चाचा अंदाज: क्षेत्रफळ, घराचा प्रकार आणि फिनिश यावरून रुपयांत',
  budget: 'इंटिरियरसाठी बजेट मार्गदर्शक: प्रत्येक फिनिशला प्रति चौरस फूट किती खर्च येतो',
};

function describePage(routeId: string, locale: Locale = 'en'): string {
  const service = /^(?:\/home|services\/)(\w+)$/.exec(routeId)?.[1];
  const gallery = routeId.startsWith('gallery') ? 'gallery' : routeId;
  if (locale === 'mr') {
    if (service && MARATHI_SERVICE_DESCRIPTIONS[service]) return `${MARATHI_SERVICE_DESCRIPTIONS[service]}: ${COMPANY.name}, नाशिक आणि शिर्डी.`;
    if (MARATHI_DESCRIPTIONS[gallery]) return MARATHI_DESCRIPTIONS[gallery];
  }
  if (service && SERVICE_DESCRIPTIONS[service]) return `${SERVICE_DESCRIPTIONS[service]} by ${COMPANY.name}, ${offices}.`;
  return DESCRIPTIONS[gallery] ?? DEFAULT_DESCRIPTION;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** JSON for a `<script>` element: inert, and unable to close its element (`<` is escaped). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function breadcrumbs(origin: string, pathname: string, title: string, locale: Locale = 'en') {
  const parts = pathname.split('/').filter(Boolean);
  const items = [{ name: locale === 'mr' ? 'मुख्यपृष्ठ' : 'Home', url: `${origin}/` }];
  let path = '';
  for (const [index, part] of parts.entries()) {
    path += `/${part}`;
    const last = index === parts.length - 1;
    items.push({ name: last ? title.split(' | ')[0] : part.charAt(0).toUpperCase() + part.slice(1), url: `${origin}${path}` });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

function localBusiness(origin: string, basePath: string) {
  const [head, ...branches] = COMPANY.offices;
  const place = (office: (typeof COMPANY.offices)[number]) => ({
    '@type': 'HomeAndConstructionBusiness',
    name: `${COMPANY.name} — ${office.label}`,
    telephone: COMPANY.phoneDisplay,
    email: COMPANY.email,
    address: { '@type': 'PostalAddress', streetAddress: office.address, addressLocality: office.city, addressRegion: 'Maharashtra', addressCountry: 'IN' },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}/#business`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    description: COMPANY.tagline,
    url: `${origin}/`,
    telephone: COMPANY.phoneDisplay,
    email: COMPANY.email,
    image: `${origin}${basePath}${COMPANY.media.welcomePoster}`,
    address: head && place(head).address,
    department: [head, ...branches].filter(Boolean).map(place),
    sameAs: [COMPANY.social.facebook, COMPANY.social.instagram, COMPANY.social.linkedin],
  };
}

function eventsLd(origin: string, basePath: string, events: CompanyEvent[], locale: Locale = 'en') {
  return events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    ...(locale === 'mr' && { inLanguage: LANGUAGE_TAG.mr }),
    name: event.EventName,
    startDate: event.EventDate,
    description: event.Description,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.Img && { image: /^(https?:|data:)/.test(event.Img) ? event.Img : `${origin}${basePath}${event.Img}` }),
    location: { '@type': 'Place', name: event.EventLocation || COMPANY.name, address: event.EventLocation || COMPANY.address },
    organizer: { '@type': 'Organization', name: COMPANY.name, url: `${origin}/` },
  }));
}

/** The tags that go into `<head>` in place of the template's title and description. */
export function headTags(input: HeadInput): string {
  const { origin, url, title, routeId, status, basePath, locale = 'en' } = input;
  let description = describePage(routeId, locale);
  const pathname = url.split('?')[0] || '/';
  const bare = pathWithoutLocale(pathname);
  // The canonical address keeps only the query that picks the content (a tender, a case study).
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const kept = new URLSearchParams();
  for (const name of ['tenderNo', 'project']) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.size ? `?${kept}` : '';
  const canonical = `${origin}${pathInLocale(bare, locale)}${search}`;
  const indexable = status === 200 && !isStaffPath(bare) && !isPrivateLinkPath(bare);
  // Each language's twin of this page, and English for any other language (x-default).
  const alternates = [
    ...LOCALES.map((other) => ({ hreflang: LANGUAGE_TAG[other], href: `${origin}${pathInLocale(bare, other)}${search}` })),
    { hreflang: 'x-default', href: `${origin}${pathInLocale(bare, 'en')}${search}` },
  ];
  const image = `${origin}${basePath}${COMPANY.media.welcomePoster}`;
  const ld: unknown[] = [localBusiness(origin, basePath)];
  if (pathname !== '/' && status === 200) ld.push(breadcrumbs(origin, pathname, title, locale));
  if (routeId === 'events' && input.events?.length) ld.push(...eventsLd(origin, basePath, input.events, locale));
  // A case study's own description and JSON-LD, in the page's language (its texts: content/case-studies*.json).
  const study = routeId === 'projects/subprojects' && status === 200 ? caseStudySummary(query.get('project'), locale) : null;
  if (study) {
    description = study.description;
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: study.name,
      description: study.description,
      inLanguage: LANGUAGE_TAG[locale],
      url: canonical,
      ...(study.image && { image: `${origin}${basePath}${study.image}` }),
      publisher: { '@type': 'Organization', name: COMPANY.name, url: `${origin}/` },
    });
  }

  // The Open Graph properties (`og:…`) and the Twitter card (`twitter:…`), in the order they are written.
  const openGraph = {
    type: 'website',
    site_name: COMPANY.name,
    title,
    description,
    url: canonical,
    image,
    locale: LANGUAGE_TAG[locale].replace('-', '_'),
    'locale:alternate': LANGUAGE_TAG[locale === 'en' ? 'mr' : 'en'].replace('-', '_'),
  };
  const twitterCard = { card: 'summary_large_image', title, description, image };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    indexable ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '<meta name="robots" content="noindex" />',
    ...(indexable ? alternates.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}" />`) : []),
    ...Object.entries(openGraph).map(([property, content]) => `<meta property="og:${property}" content="${escapeHtml(content)}" />`),
    ...Object.entries(twitterCard).map(([name, content]) => `<meta name="twitter:${name}" content="${escapeHtml(content)}" />`),
    ...ld.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ];
  return tags.join('\n    ');
}
