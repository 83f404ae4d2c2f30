import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeDb, RENDER_INDEX_HTML, useTestApp } from '../test-helpers';
import { SITEMAP_PATHS } from '../../src/shared/config/site-paths';

/** The fonts a page preloads, as the build names them. */
const FONT_FILES = Object.fromEntries(
  [
    'inter-latin-400-normal.0123456789.woff2',
    'cormorant-garamond-latin-600-normal.0123456789.woff2',
    'noto-sans-devanagari-devanagari-400-normal.0123456789.woff2',
    'noto-sans-devanagari-latin-400-normal.0123456789.woff2',
    'noto-sans-devanagari-latin-600-normal.0123456789.woff2',
  ].map((font) => [`assets/${font}`, '']),
);

const ORIGIN = 'https://www.example.in';
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [match[1], match[2].replace(/&amp;/g, '&')]));
const messagesOf = (html: string) => /<script id="app-messages" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

describeDb('pages in English and Marathi (issue 22)', () => {
  const suite = useTestApp({ clientFiles: { 'index.html': RENDER_INDEX_HTML, ...FONT_FILES }, config: { publicUrl: ORIGIN } });
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('renders the Marathi twin of an address in Marathi, with lang mr-IN and its messages in the page', async () => {
    const page = await get('/mr/tender');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><html lang="mr-IN">/);
    expect(page.body).toContain('aria-label="मुख्य"');
    expect(page.body).toContain('>मुख्यपृष्ठ</a>');
    // The shell's links stay in Marathi: the router's basename is /mr.
    expect(page.body).toContain('href="/mr/aboutus"');
    // Its head in Marathi too: the screen's title and the page's description.
    expect(page.body).toContain('<title>निविदा | Vastukala Interiors</title>');
    expect(page.body).toMatch(/<meta name="description" content="Vastukala Interiors च्या प्रसिद्ध निविदा/);
    const messages = JSON.parse(messagesOf(page.body) ?? 'null') as Record<string, Record<string, unknown>>;
    expect(messages.shell.HOME).toBe('मुख्यपृष्ठ');
  });

  it('preloads the English faces on an English page only: a Marathi page draws its text in Noto Sans Devanagari and preloads its faces', async () => {
    const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(fontPreloads((await get('/tender')).body)).toEqual([
      '/assets/inter-latin-400-normal.0123456789.woff2',
      '/assets/cormorant-garamond-latin-600-normal.0123456789.woff2',
    ]);
    expect(fontPreloads((await get('/mr/tender')).body)).toEqual([
      '/assets/noto-sans-devanagari-devanagari-400-normal.0123456789.woff2',
      '/assets/noto-sans-devanagari-latin-400-normal.0123456789.woff2',
      '/assets/noto-sans-devanagari-latin-600-normal.0123456789.woff2',
    ]);
  });

  it('writes the tender board’s form messages into its own pages only, not into a page with an enquiry form', async () => {
    const namespaces = async (url: string) => Object.keys(JSON.parse(messagesOf((await get(url)).body) ?? '{}') as object);
    expect(await namespaces('/mr/')).toEqual(expect.arrayContaining(['form-errors']));
    expect(await namespaces('/mr/')).not.toContain('tender-board-errors');
    expect(await namespaces('/mr/contactus')).not.toContain('tender-board-errors');
    expect(await namespaces('/mr/tender/login')).toEqual(expect.arrayContaining(['form-errors', 'tender-board-errors']));
  });

  it('leaves the English page as it was: lang en-IN, English labels, no messages element', async () => {
    const page = await get('/tender');
    expect(page.body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(page.body).toContain('>HOME</a>');
    expect(messagesOf(page.body)).toBeUndefined();
    expect(page.body).not.toMatch(/मुख्यपृष्ठ/);
  });

  it.each([
    ['/', '/'],
    ['/mr', '/'],
    ['/mr/', '/'],
    ['/tender/detailsoftender?tenderNo=VI%2F2025%2F014&x=1', '/tender/detailsoftender?tenderNo=VI%2F2025%2F014'],
    ['/mr/services/estimate', '/services/estimate'],
  ])('names both languages and the default as alternates on %s', async (url, bare) => {
    const page = await get(url);
    expect(alternatesOf(page.body)).toEqual({
      'en-IN': `${ORIGIN}${bare}`,
      'mr-IN': `${ORIGIN}/mr${bare}`,
      'x-default': `${ORIGIN}${bare}`,
    });
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${url.startsWith('/mr') ? '/mr' : ''}${bare.replace(/&/g, '&amp;')}" />`);
    expect(page.body).toContain(`<meta property="og:locale" content="${url.startsWith('/mr') ? 'mr_IN' : 'en_IN'}" />`);
  });

  it.each([
    ['/mr/consultation', '<title>मोफत डिझाइन सल्ला भेट बुक करा | Vastukala Interiors</title>', 'मोफत डिझाइन सल्ला भेट बुक करा:'],
    ['/mr/services/estimate', '<title>इंटिरियर खर्चाचा अंदाज | Vastukala Interiors</title>', 'आपल्या इंटिरियरच्या खर्चाचा अंदाज'],
    ['/mr/career', '<title>करिअर | Vastukala Interiors</title>', 'मध्ये करिअर'],
    ['/mr/projects', '<title>प्रकल्प | Vastukala Interiors</title>', 'पूर्ण केलेली घरे'],
    ['/mr/services/gypsumwork', '<title>जिप्सम काम | Vastukala Interiors</title>', 'जिप्सम फॉल्स सीलिंग'],
  ])('gives %s its Marathi title and description', async (url, title, description) => {
    const page = await get(url);
    expect(page.body).toContain(title);
    expect(/<meta name="description" content="([^"]*)"/.exec(page.body)?.[1]).toContain(description);
  });

  it('answers 404 in Marathi for an unknown Marathi address, and keeps the staff desk out of the Marathi site', async () => {
    for (const url of ['/mr/no-such-page', '/mr/staff', '/mr/staff/login']) {
      const page = await get(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('पान सापडले नाही');
      expect(alternatesOf(page.body)).toEqual({});
    }
  });

  it('never caches a Marathi private link (a booking’s manage page)', async () => {
    const page = await get('/mr/consultation/manage/abc');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('lists every screen in both languages in the sitemap, each with its alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries).toHaveLength(SITEMAP_PATHS.length * 2);
    const tender = entries.find((entry) => entry[1] === `${ORIGIN}/mr/tender`);
    expect(tender?.[2]).toBe(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/tender"/>` +
        `<xhtml:link rel="alternate" hreflang="mr-IN" href="${ORIGIN}/mr/tender"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/tender"/>`,
    );
    expect(entries.map((entry) => entry[1])).toContain(`${ORIGIN}/mr/`);
  });
});

/**
 * Text nodes and the attributes a visitor reads or hears, from the markup inside #root. The footer's service
 * list is content (content/company.json), English until content carries Marathi fields (issue 22 goes on).
 */
function visibleStrings(html: string): string[] {
  const root = html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'))
    .replace(/<ul class="col-6 list-unstyled site-footer__list">[\s\S]*?<\/ul>/g, '');
  const decode = (value: string) => value.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const texts = root
    .replace(/<!-- -->/g, '')
    .split(/<[^>]*>/)
    .map((text) => decode(text).trim())
    .filter(Boolean);
  const attributes = [...root.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => decode(match[1]).trim());
  return [...texts, ...attributes];
}

/** An English message as a pattern: its placeholders stand for any text, a `count` for a number. */
const messagePattern = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, (_, name: string) => (name === 'count' ? '[\\d,]+' : '.+'))}$`);

describeDb('Marathi pages carry no English UI string (issue 22)', () => {
  const suite = useTestApp({ clientFiles: { 'index.html': RENDER_INDEX_HTML }, config: { publicUrl: ORIGIN } });
  let english: Array<{ key: string; pattern: RegExp }>;
  beforeAll(async () => {
    // Every English message of the translated screens' catalogues that has words to translate (not a name, a symbol).
    const { allCatalogues } = await import('../../test/utils/catalogues');
    english = [];
    for (const catalogue of allCatalogues()) {
      const marathi = (await catalogue.loadMarathi()).default as Record<string, unknown>;
      // A catalogue keyed by the English text: its keys are the English messages.
      const messages = catalogue.textKeys ? Object.fromEntries(Object.keys(marathi).map((text) => [text, text])) : catalogue.en;
      for (const [key, message] of Object.entries(messages)) {
        for (const text of typeof message === 'string' ? [message] : [message.one, message.other]) {
          const translated = JSON.stringify(marathi[key]);
          if (/[A-Za-z]{3}/.test(text.replace(/{{\s*\w+\s*}}/g, '')) && !translated.includes(text)) english.push({ key: `${catalogue.namespace}.${key}`, pattern: messagePattern(text) });
        }
      }
    }
  });

  it.each([
    '/mr/',
    '/mr/tender',
    '/mr/tender?tab=closed',
    '/mr/tender?q=VI',
    '/mr/contactus',
    '/mr/events',
    '/mr/aboutus',
    '/mr/services',
    '/mr/no-such-page',
    // Issue 22 goes on: careers, the gallery, projects, the service pages with the budget guide, the estimator and the booking flow.
    '/mr/career',
    '/mr/gallery',
    '/mr/gallery/team',
    '/mr/gallery/office',
    '/mr/projects',
    '/mr/projects?filter=Completed&type=home',
    '/mr/projects/subprojects?project=no-such-project',
    '/mr/services/gypsumwork',
    '/mr/services/paintaingwork',
    '/mr/services/furniturework',
    '/mr/services/estimate',
    '/mr/services/estimate?area=4000&type=1bhk&finish=premium',
    '/mr/services/estimate?area=50',
    '/mr/services/budget',
    '/mr/consultation',
    '/mr/tender/login?tenderNo=VI%2FTN%2F2026%2F015',
    '/mr/tender/login/signup',
    '/mr/tender/login/forgot-password',
    '/mr/tender/login/reset-password?token=abc',
    '/mr/userinfo',
    '/mr/tender/applications',
  ])('%s', async (url) => {
    const tenders = await suite.app.database.db.selectFrom('tenders').select(['TenderNo']).where('Published', '=', 1).execute();
    const page = await suite.app.inject({ method: 'GET', url });
    const shown = visibleStrings(page.body);
    expect(shown.length).toBeGreaterThan(10);
    const untranslated = english.filter(({ pattern }) => shown.some((text) => pattern.test(text))).map(({ key }) => key);
    expect(untranslated).toEqual([]);
    expect(tenders.length).toBeGreaterThan(0);
  });

  it('the case study page: every word around the project’s own texts (content, translated in content/)', async () => {
    // The case study shown without a project: the first of content/case-studies.json.
    const [study] = JSON.parse(readFileSync(path.join(__dirname, '../../content/case-studies.json'), 'utf8')) as Array<{
      name: string;
      location: string;
      area: string;
      status: string;
      imagesHeading?: string;
      videos: Array<{ title: string }>;
      completionImages: Array<{ alt: string }>;
      sections: Array<{ heading: string; paragraphs: string[]; list?: string[] }>;
    }>;
    const content = new Set(
      [
        study.name,
        study.location,
        study.area,
        study.status,
        study.imagesHeading ?? '',
        ...study.videos.map((video) => video.title),
        ...study.completionImages.map((image) => image.alt),
        ...study.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
      ].map((text) => text.trim()),
    );
    const page = await suite.app.inject({ method: 'GET', url: '/mr/projects/subprojects' });
    expect(page.body).toContain('प्रकल्पाची केस स्टडी');
    const shown = visibleStrings(page.body).filter((text) => !content.has(text));
    expect(shown.length).toBeGreaterThan(10);
    const untranslated = english.filter(({ pattern }) => shown.some((text) => pattern.test(text))).map(({ key }) => key);
    expect(untranslated).toEqual([]);
  });

  it('every case study reads in Marathi on its Marathi page: none of its English paragraphs, list items or photo descriptions is left', async () => {
    const studies = JSON.parse(readFileSync(path.join(__dirname, '../../content/case-studies.json'), 'utf8')) as Array<{
      slug: string;
      completionImages: Array<{ alt: string }>;
      sections: Array<{ paragraphs: string[]; list?: string[] }>;
    }>;
    expect(studies.length).toBeGreaterThan(5);
    for (const study of studies) {
      const page = await suite.app.inject({ method: 'GET', url: `/mr/projects/subprojects?project=${study.slug}` });
      expect(page.statusCode).toBe(200);
      const shown = new Set(visibleStrings(page.body));
      const prose = [...study.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]), ...study.completionImages.map((image) => image.alt)];
      expect({ slug: study.slug, english: prose.filter((text) => shown.has(text.trim())) }).toEqual({ slug: study.slug, english: [] });
    }
  });

  it('the tender detail page, the whole of it: letter, appendix, documents, corrigenda and questions too', async () => {
    // A tender with documents and a corrigendum, so that every part of the page is rendered.
    const tenders = await suite.app.database.db.selectFrom('tenders').select(['TenderNo']).where('Published', '=', 1).execute();
    const withCorrigendum = new Set((await suite.app.database.db.selectFrom('tender_corrigenda').select(['tender_no']).execute()).map((row) => row.tender_no));
    const first = tenders.find((tender) => withCorrigendum.has(tender.TenderNo)) ?? tenders[0];
    expect(withCorrigendum.has(first.TenderNo)).toBe(true);
    const page = await suite.app.inject({ method: 'GET', url: `/mr/tender/detailsoftender?tenderNo=${encodeURIComponent(first.TenderNo)}` });
    expect(page.body).toContain(`निविदा आमंत्रण ${first.TenderNo}`);
    expect(page.body).toContain('सर्व संबंधितांना,');
    expect(page.body).toContain(`निविदा ${first.TenderNo} चे तपशील`);
    expect(page.body).toContain('बोलीपूर्व प्रश्न');
    expect(page.body).toContain('<title>निविदा ' + first.TenderNo + ' | ');
    // The documents' titles are content (English until content carries Marathi fields), not the page's words.
    const titles = new Set((await suite.app.database.db.selectFrom('tender_documents').select(['title']).execute()).map((row) => row.title));
    const shown = visibleStrings(page.body).filter((text) => !titles.has(text));
    expect(shown.length).toBeGreaterThan(40);
    const untranslated = english.filter(({ pattern }) => shown.some((text) => pattern.test(text))).map(({ key }) => key);
    expect(untranslated).toEqual([]);
    // Words of the page written in its code rather than a catalogue would escape the scan above: none is left.
    expect(shown.filter((text) => /^(Dear All,|Appendix 1|Documents|Corrigenda|Pre-bid questions|Yours faithfully,|Purchase Department|Ref\.|Date|Yes|No)$|India time/.test(text))).toEqual([]);
  });

  it('gives the account screens a Marathi title and description', async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/mr/tender/login' });
    expect(page.body).toContain('<title>लॉग इन | ');
    expect(page.body).toMatch(/<meta name="description" content="[^"]*विक्रेता लॉग इन/);
  });
});
