import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/base-api';
import { createAppStore } from './store';

/** Every module that injects endpoints: the entities' reads, the features' writes and personal reads, the widgets'. */
function apiModules(): string[] {
  const src = path.resolve(__dirname, '..');
  return ['entities', 'features', 'widgets'].flatMap((layer) =>
    readdirSync(path.join(src, layer), { withFileTypes: true })
      .filter((slice) => slice.isDirectory())
      .flatMap((slice) => {
        const api = path.join(src, layer, slice.name, 'api');
        try {
          return readdirSync(api).filter((file) => /-api\.ts$/.test(file)).map((file) => path.join(api, file));
        } catch {
          return [];
        }
      }),
  );
}

/**
 * One endpoint per address: every endpoint of the one base api is started on a store whose reads are
 * answered in-process (as on the server), and the address each one asks for is recorded. Two endpoints
 * reading one address would be two cache entries, two requests and two definitions of one answer.
 */
/** An argument whose every field is 'x' (but not a promise's `then`). */
const anyFields = new Proxy({}, { get: (_target, key) => (key === 'then' || typeof key === 'symbol' ? undefined : 'x') });

it('has exactly one endpoint for each address it reads', async () => {
  for (const file of apiModules()) await import(file);
  const asked: Array<{ endpoint: string; method: string; path: string }> = [];
  let current = '';
  const store = createAppStore(undefined, {
    serverQuery: async (args: string | FetchArgs) => {
      const request = typeof args === 'string' ? { url: args } : args;
      asked.push({ endpoint: current, method: (request.method ?? 'GET').toUpperCase(), path: new URL(request.url, 'http://host').pathname });
      return { data: null };
    },
  });
  const endpoints = Object.entries(baseApi.endpoints as Record<string, { initiate: (arg: unknown) => unknown }>);
  expect(endpoints.length).toBeGreaterThan(20);
  for (const [name, endpoint] of endpoints) {
    current = name;
    // An endpoint built from its contract takes `{ params, query, body }`; one that keeps its hook's own
    // argument (`{ tenderNo, stage }`) gets an object whose every field is 'x'; the others a plain value.
    const before = asked.length;
    for (const arg of ['x', { params: new Proxy({}, { get: () => 'x' }), query: {}, body: {} }, anyFields]) {
      if (asked.length > before) break;
      try {
        const started = store.dispatch(endpoint.initiate(arg) as never) as { unwrap?: () => Promise<unknown>; unsubscribe?: () => void };
        await started.unwrap?.().catch(() => undefined);
        started.unsubscribe?.();
      } catch {
        // a contract's endpoint given a plain value has no path to ask for: the next argument gives one
      }
    }
  }
  const reads = asked.filter((request) => request.method === 'GET');
  expect(new Set(asked.map((request) => request.endpoint)).size).toBe(endpoints.length);
  const byPath = new Map<string, string[]>();
  for (const read of reads) byPath.set(read.path, [...(byPath.get(read.path) ?? []), read.endpoint]);
  const twice = [...byPath].filter(([, names]) => names.length > 1);
  expect(twice).toEqual([]);
  // The spec's reads are all there (docs/spec-fields.md §7, less the two the client does not call).
  expect([...byPath.keys()]).toEqual(expect.arrayContaining(['/homeData', '/Founders', '/projects', '/api/getservices', '/api/getlogos', '/get_tender', '/getGalleryData', '/api/tenders/published']));
});
