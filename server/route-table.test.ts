import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, cookieFrom, csrfFor, describeDb, sessionCsrfHeaders } from './test-helpers';

jest.setTimeout(30_000);

const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const STAFF_API = '/backend/api/staff/';
/** The staff routes a visitor reaches before signing in: set-up, the two sign-in steps, sign-out. */
const STAFF_OPEN = ['/backend/api/staff/setup', '/backend/api/staff/login', '/backend/api/staff/login/code', '/backend/api/staff/logout'];
const statuses = (route: RouteOptions) => Object.keys((route.schema?.response ?? {}) as object);

/**
 * The route table walked as it is registered, so a new route cannot be forgotten: every API route declares
 * what it answers, per status, and every read is the one entry the read layer (and so server rendering)
 * answers from.
 */
describeDb('the route table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const apiRoutes = () =>
    app.routeTable.filter((route) => route.url.startsWith('/backend/') && !route.url.startsWith('/backend/uploads') && !route.url.startsWith('/backend/variants'));

  it('declares the answers of every API route, per status', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const undeclared = routes.filter((route) => statuses(route).length === 0).map((route) => `${methods(route).join(',')} ${route.url}`);
    expect(undeclared).toEqual([]);
    for (const route of routes) {
      // Each declares its success: a 200 (or 201 for a sign-up) with a schema.
      expect({ route: route.url, success: statuses(route).some((status) => /^20[01]$/.test(status)) }).toEqual({ route: route.url, success: true });
    }
  });

  it('serves every read from the read table: one route per address, no address twice', () => {
    const reads = apiRoutes()
      // The staff desk's reads are its own, guarded and never rendered for the public (next test).
      .filter((route) => methods(route).includes('GET') && !route.url.startsWith(STAFF_API))
      .map((route) => route.url.slice('/backend'.length));
    expect(new Set(reads).size).toBe(reads.length);
    const table = app.reads.definitions.map((definition) => definition.path);
    // Besides the read table, only the tender board's files (documents, the feed, the calendar): not JSON reads.
    expect(reads.filter((path) => !table.includes(path)).sort()).toEqual([
      // Consultation slots change with every booking and by the minute: read after hydration, never cached.
      '/api/consultation/days',
      '/api/consultation/manage/:token',
      '/api/consultation/slots',
      '/api/tender-documents/:id/:name',
      // The awarded vendor's letter of award: a PDF for its own account, not a JSON read.
      '/api/tenders/:tenderNo/bids/letter-of-award.pdf',
      '/api/tenders/calendar.ics',
      '/api/tenders/feed.atom',
      '/api/tenders/ocds/*',
    ]);
    for (const path of table) expect(reads).toContain(path);
  });

  it('answers a read exactly as its declared schema says, and a personal read no-store', async () => {
    const session = await app.inject({ method: 'GET', url: '/backend/api/session' });
    expect(session.json()).toEqual({ success: true, user: null });
    expect(session.headers['cache-control']).toBe('no-store');
    const mine = await app.inject({ method: 'GET', url: '/backend/api/vendors/mine' });
    expect(mine.statusCode).toBe(401);
    expect(Object.keys(mine.json()).sort()).toEqual(['message', 'success']);
  });

  it('guards every staff route: a role marker, and 401 to an anonymous visitor and to a vendor', async () => {
    const staffRoutes = apiRoutes().filter((route) => route.url.startsWith(STAFF_API));
    const guarded = staffRoutes.filter((route) => !STAFF_OPEN.includes(route.url));
    expect(guarded.length).toBeGreaterThan(0);
    // The openers of a sealed-bid tender (issue 38 item 2): read and replaced from the tenders desk only.
    const openers = guarded.filter((route) => route.url === '/backend/api/staff/tenders/:tenderNo/openers');
    expect(openers.flatMap(methods).filter((method) => method !== 'HEAD').sort()).toEqual(['GET', 'PUT']);
    for (const route of openers) expect((route.config as { staffRoles?: unknown }).staffRoles).toEqual(['tenders']);
    for (const route of guarded) {
      const marker = (route.config as { staffRoles?: unknown } | undefined)?.staffRoles;
      expect({ route: route.url, marked: Array.isArray(marker), guardedBeforeHandler: Boolean(route.preHandler) }).toEqual({
        route: route.url,
        marked: true,
        guardedBeforeHandler: true,
      });
    }

    // A real vendor session: signed up and logged in as a vendor does.
    const csrf = await csrfFor(app);
    const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.vendor@example.in', password: 'vendor-password-1' };
    const write = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: csrf.headers });
    expect((await write('/backend/login/userlogin', vendor)).statusCode).toBe(201);
    const login = await write('/backend/api/login', { email: vendor.email, password: vendor.password });
    const vendorSession = `vk_session=${cookieFrom(login, 'vk_session')}`;

    for (const route of guarded) {
      for (const method of methods(route).filter((name): name is 'GET' | 'POST' | 'PATCH' | 'PUT' => ['GET', 'POST', 'PATCH', 'PUT'].includes(name))) {
        const url = route.url.replace(/:(\w+)/g, '1');
        const anonymous = await app.inject({ method, url, headers: csrf.headers, ...(method === 'GET' ? {} : { payload: {} }) });
        const asVendor = await app.inject({ method, url, headers: sessionCsrfHeaders(app, vendorSession), ...(method === 'GET' ? {} : { payload: {} }) });
        expect({ route: `${method} ${url}`, anonymous: anonymous.statusCode, vendor: asVendor.statusCode }).toEqual({ route: `${method} ${url}`, anonymous: 401, vendor: 401 });
      }
    }
  });
});
