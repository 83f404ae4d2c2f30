import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, describeDb } from './test-helpers';

jest.setTimeout(30_000);

const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
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
      .filter((route) => methods(route).includes('GET'))
      .map((route) => route.url.slice('/backend'.length));
    expect(new Set(reads).size).toBe(reads.length);
    const table = app.reads.definitions.map((definition) => definition.path);
    // Besides the read table, only the tender board's files (documents, the feed, the calendar): not JSON reads.
    expect(reads.filter((path) => !table.includes(path)).sort()).toEqual([
      '/api/tender-documents/:id/:name',
      '/api/tenders/calendar.ics',
      '/api/tenders/feed.atom',
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
});
