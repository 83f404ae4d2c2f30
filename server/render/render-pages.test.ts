import { createHash } from 'node:crypto';
import { describeDb, RENDER_INDEX_HTML, useTestApp } from '../test-helpers';
import { isStaffPath, SITE_PATHS } from '../../src/shared/config/site-paths';

const INDEX_HTML = RENDER_INDEX_HTML;

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const stateOf = (html: string) => {
  const json = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { api: { queries: Record<string, { status: string; data: unknown }> } }) : null;
};

describeDb('pages rendered on the server', () => {
  const suite = useTestApp({
    clientFiles: { 'index.html': INDEX_HTML, 'ssr-manifest.json': JSON.stringify({ tenders: ['assets/tenders.1.js', 'assets/tenders.1.css'] }) },
    config: { publicUrl: 'https://www.example.in' },
  });
  const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ method: 'GET', url, headers });

  it.each(SITE_PATHS)('renders %s with its heading, its title and the reads it was rendered from', async (sitePath) => {
    const response = await get(sitePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // The staff desk has its own layout, behind the boundary its chunk loads in on a client-side visit.
    expect(html).toMatch(isStaffPath(sitePath) ? /<div id="root"><!--\$--><a class="skip-link"/ : /<div id="root"><a class="skip-link"/);
    expect(html).toMatch(/<h1[ >]/);
    expect(titleOf(html)).toMatch(/ \| Vastukala Interiors$|^Vastukala Interiors$/);
    expect(html).not.toContain('Loading…');
    const state = stateOf(html);
    expect(state).not.toBeNull();
    // The shell's logos are read on every public page (the desk reads nothing on the server); every read the page started has settled.
    const queries = Object.values(state!.api.queries);
    if (!isStaffPath(sitePath)) expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.status === 'fulfilled')).toBe(true);
  });

  it('puts each screen’s server data in its first HTML', async () => {
    const tenders = await suite.app.database.db.selectFrom('tenders').select(['TenderNo']).where('Published', '=', 1).execute();
    const tenderList = text((await get('/tender')).body);
    for (const tender of tenders) expect(tenderList).toContain(tender.TenderNo);

    const events = await suite.app.database.db.selectFrom('events').select(['EventName']).where('Published', '=', 1).execute();
    const eventsPage = text((await get('/events')).body);
    for (const event of events) expect(eventsPage).toContain(event.EventName);

    const projects = await suite.app.database.db.selectFrom('projects').select(['Project_Name']).where('Published', '=', 1).execute();
    const projectsPage = text((await get('/projects')).body);
    for (const project of projects) expect(projectsPage).toContain(project.Project_Name);

    const home = await suite.app.database.db.selectFrom('home_data').selectAll().executeTakeFirstOrThrow();
    const homePage = text((await get('/')).body);
    expect(homePage).toContain(String((home as Record<string, unknown>).whoWeAre).slice(0, 40));

    const offices = await suite.app.database.db.selectFrom('contact_offices').selectAll().execute();
    expect(offices.length).toBeGreaterThan(0);
    const contactPage = text((await get('/contactus')).body);
    expect(contactPage).toContain('Contact Us');

    const first = tenders[0].TenderNo;
    const detail = await get(`/tender/detailsoftender?tenderNo=${encodeURIComponent(first)}`);
    expect(titleOf(detail.body)).toBe(`Tender ${first} | Vastukala Interiors`);
  });

  it('renders the staff desk’s pages for nobody in particular: noindex, no canonical, no-store, no ETag, no token in the page', async () => {
    const token = 'AbCdEf0123456789-set-up-token';
    for (const url of ['/staff', '/staff/login', `/staff/setup?token=${token}`, '/staff/audit', '/staff/team']) {
      const first = await get(url);
      const second = await get(url);
      expect({ url, status: first.statusCode, cache: first.headers['cache-control'], etag: first.headers.etag }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
        etag: undefined,
      });
      expect(second.headers['cache-control']).toBe('private, no-store');
      expect(first.body).toContain('<meta name="robots" content="noindex" />');
      expect(first.body).not.toContain('rel="canonical"');
      expect(first.body).not.toContain(token);
      // The desk's own layout: its header and main landmark, none of the public shell (footer, floating contact buttons).
      expect(first.body).toContain('<header class="staff-desk-header');
      expect(first.body).toContain('<main id="main" class="staff-desk-main" tabindex="-1">');
      expect(first.body).not.toContain('<footer');
      expect(first.body).not.toContain('site-header');
    }
  });

  it('leaves a case study\'s in-article video posters out of its HTML: they load when near, after the banner', async () => {
    const html = (await get('/projects/subprojects')).body;
    const videos = html.slice(html.indexOf('aria-label="Project videos"'));
    expect(html).toContain('aria-label="Project videos"');
    const tags = videos.match(/<video\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).not.toMatch(/\bposter=/);
  });

  it('answers an unknown address with 404 and the not-found screen', async () => {
    for (const url of ['/no-such-page', '/services/unknownwork', '/projects/subprojects/extra']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(text(response.body)).toContain('<h1>Page not found</h1>');
      expect(titleOf(response.body)).toBe('Page not found | Vastukala Interiors');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('writes the head: description, canonical, Open Graph, Twitter card and JSON-LD', async () => {
    const html = (await get('/events?utm_source=x')).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/events" />');
    expect(html).toContain('<meta property="og:title" content="Events | Vastukala Interiors" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.in\/backend\/uploads\/[^"]+" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const business = ld.find((item) => item['@id']?.endsWith('#business'));
    expect(business.department.map((office: { address: { addressLocality: string } }) => office.address.addressLocality)).toEqual(['Nashik', 'Shirdi']);
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    expect(ld.filter((item) => item['@type'] === 'Event').length).toBeGreaterThan(0);
    expect(html).not.toContain('This site needs JavaScript');
  });

  it('keeps the query that picks the content in the canonical address', async () => {
    const html = (await get('/tender/detailsoftender?tenderNo=VI%2FT%2F001&x=1')).body;
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/tender/detailsoftender?tenderNo=VI%2FT%2F001" />');
  });

  it('names the screen’s chunk: its styles linked, its scripts started with the entry’s once the first screen has painted', async () => {
    const response = await get('/tender');
    const html = response.body;
    expect(html).toContain('<link rel="stylesheet" href="/assets/tenders.1.css" />');
    // No script of the page's own is fetched by the parser: the loader starts them after the first paint.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('<link rel="preload" as="script"');
    const loader = /<script data-scripts="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
    expect(loader?.slice(1, 3)).toEqual(['/assets/main.0123456789.js', '/assets/tenders.1.js']);
    // The site's CSP allows that one inline script by its hash, and no other.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`;script-src 'self' 'sha256-${createHash('sha256').update(loader![3]).digest('base64')}';`);
  });

  it('serializes the state as inert JSON: no "<" can close the script', async () => {
    const tender = await suite.app.database.db.selectFrom('tenders').select(['id']).where('Published', '=', 1).executeTakeFirstOrThrow();
    await suite.app.database.db.updateTable('tenders').set({ Sales_Agent: '</script><script>alert(1)</script>' }).where('id', '=', tender.id).execute();
    await suite.app.contentChanges.changed();
    const html = (await get('/tender')).body;
    const state = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(state).toContain('\\u003c/script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('caches anonymous pages until content changes, and answers a matching ETag with 304', async () => {
    const first = await get('/projects');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const unchanged = await get('/projects', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers['content-type']).toBeUndefined();

    const project = await suite.app.database.db.selectFrom('projects').select(['id']).where('Published', '=', 1).executeTakeFirstOrThrow();
    await suite.app.database.db.updateTable('projects').set({ Project_Name: 'A renamed project' }).where('id', '=', project.id).execute();
    expect(text((await get('/projects')).body)).not.toContain('A renamed project');
    await suite.app.contentChanges.changed();
    const after = await get('/projects');
    expect(text(after.body)).toContain('A renamed project');
    expect(after.headers.etag).not.toBe(etag);
    expect(text((await get('/backend/projects')).body)).toContain('A renamed project');
  });

  it('sends a page compressed when the browser accepts it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/events');
    const br = await get('/events', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/events', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('renders a page for a visitor with a session for them alone: never cached or shared', async () => {
    const response = await get('/userinfo', { cookie: 'vk_session=not-a-real-session' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('sets the XSRF cookie on a page only when the visitor has no genuine one, and never on public files', async () => {
    const first = await get('/');
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    const again = await get('/', { cookie: `XSRF-TOKEN=${cookie!.value}` });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    const forged = await get('/', { cookie: 'XSRF-TOKEN=forged.value' });
    expect(forged.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
    for (const url of ['/assets/main.0123456789.js', '/backend/uploads/logos/logo.svg', '/favicon.svg']) {
      expect({ url, cookies: (await get(url)).headers['set-cookie'] }).toEqual({ url, cookies: undefined });
    }
  });
});

describeDb('stylesheets written into the page', () => {
  const css = 'body{color:#222}.site-header{display:flex}';
  const screenCss = '.tender-list{margin:0}';
  const suite = useTestApp({
    clientFiles: {
      'assets/main.0123456789.css': css,
      'assets/tenders.1.css': screenCss,
      'ssr-manifest.json': JSON.stringify({ tenders: ['assets/tenders.1.js', 'assets/tenders.1.css'] }),
      'index.html': INDEX_HTML.replace('</head>', '<link href=/assets/main.0123456789.css rel=stylesheet></head>'),
    },
    config: { publicUrl: 'https://www.example.in' },
  });
  const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('inlines the entry and the screen’s stylesheets, and the page’s CSP allows exactly those <style> elements by hash', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/tender' });
    expect(response.body).toContain(`<style data-href="/assets/main.0123456789.css">${css}</style>`);
    expect(response.body).toContain(`<style data-href="/assets/tenders.1.css">${screenCss}</style>`);
    expect(response.body).not.toMatch(/<link[^>]*(main\.0123456789|tenders\.1)\.css/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${source(css)} ${source(screenCss)};`);
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    // A page from the cache and its 304 carry the same policy; the API's answers carry the site's plain one.
    const again = await suite.app.inject({ method: 'GET', url: '/tender', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(csp);
    const api = String((await suite.app.inject({ method: 'GET', url: '/backend/projects' })).headers['content-security-policy']);
    expect(api).not.toContain('sha256-');
    expect(api).toContain("style-src 'self';");
  });

  it('gives a page without a screen stylesheet only the entry’s hash', async () => {
    const csp = String((await suite.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${source(css)};`);
  });
});
