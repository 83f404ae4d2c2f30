import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Endpoint } from '../src/shared/contracts/endpoint';
import { buildTestApp, describeDb } from './test-helpers';

jest.setTimeout(30_000);

const root = path.join(__dirname, '..');

/** Every contract module: `src/entities/<record>/model/*.contract.ts` and the API's own in `src/shared/contracts`. */
function contractModules(): string[] {
  const entities = path.join(root, 'src/entities');
  const inEntities = readdirSync(entities).flatMap((entity) => {
    const model = path.join(entities, entity, 'model');
    try {
      return readdirSync(model)
        .filter((file) => file.endsWith('.contract.ts'))
        .map((file) => path.join(model, file));
    } catch {
      return [];
    }
  });
  return [...inEntities, path.join(root, 'src/shared/contracts/form-endpoints.ts')];
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value;

/** `METHOD /backend/path` of each endpoint declared in the contracts. */
function declared(): string[] {
  const found = new Set<string>();
  for (const file of contractModules()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const value of Object.values(require(file) as Record<string, unknown>)) {
      if (isEndpoint(value)) found.add(`${value.method} /backend${value.path}`);
    }
  }
  return [...found].sort();
}

const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * The contracts and the route table are one list: a contract no route serves, or an API route with no
 * contract, fails here. With the type checker (a changed contract breaks its route's handler, its client
 * call and its mock), adding an endpoint cannot stop half-way.
 */
describeDb('the contracts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('are served, each by one route, and every API route has one', () => {
    const served = app.routeTable
      .filter((route) => route.url.startsWith('/backend/') && !route.url.startsWith('/backend/uploads') && !route.url.startsWith('/backend/variants'))
      .flatMap((route) => methods(route).filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`))
      .sort();
    const contracts = declared();
    expect(contracts.length).toBeGreaterThan(80);
    expect({ withoutRoute: contracts.filter((entry) => !served.includes(entry)), withoutContract: served.filter((entry) => !contracts.includes(entry)) }).toEqual({
      withoutRoute: [],
      withoutContract: [],
    });
  });
});
