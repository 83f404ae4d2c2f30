import type { FastifyInstance, FastifyRequest } from 'fastify';
import { weakEtag } from './etag';
import { readTable, type ReadDefinition, type ReadResult } from './read-table';
import { serializerOf, type Stringify } from '../../lib/serializers';

type Query = Record<string, unknown>;

/** One read's answer, serialized once: the API sends `bytes`, server rendering uses `value`. */
export interface ReadAnswer {
  status: number;
  /** The JSON text sent to browsers. */
  body: string;
  /**
   * `body` encoded as UTF-8 once. The API sends these bytes: a string body would be measured and encoded
   * again on every request (most answers hold non-ASCII text, such as an en dash, so V8 keeps them as
   * two-byte strings and the encoding is the slow one).
   */
  bytes: Buffer;
  /** Weak ETag of `body`. */
  etag: string;
  /** The parsed answer (shared between requests: never mutate it). */
  value: unknown;
  /** True for an answer about the visitor who asked (never cached, sent `no-store`). */
  personal: boolean;
}

/**
 * The read layer: every read of the API (`read-table.ts`), answered from an in-memory cache of
 * serialized answers with their ETags for content reads, and computed for each request for personal ones.
 * The API routes (`read-routes.ts`) and server rendering (`server/render`) both ask it, so a page and the
 * browser's later read see the same bytes. The cache is emptied whenever published content changes
 * (`app.contentChanges.onChange`).
 */
export interface ReadLayer {
  /** The answer for an API path (without the base path), its query and who asks, or null if it is not a read. */
  answer(path: string, query: Query, request: FastifyRequest): Promise<ReadAnswer | null>;
  /** A content answer already computed and cached, else undefined (then ask `answer`): no promise on the hot path. */
  ready(path: string, query?: Query): ReadAnswer | undefined;
  /** Every read, for the routes. */
  readonly definitions: readonly ReadDefinition[];
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadLayer;
  }
}

/** Past this many cached answers (tender numbers are the visitor's to choose) the cache starts over. */
const MAX_ENTRIES = 1000;

export function createReadLayer(app: FastifyInstance): ReadLayer {
  const definitions = readTable(app);
  const byPath = new Map(definitions.map((definition) => [definition.path, definition]));
  /**
   * Each status's serializer, compiled once from the JSON schema the route declares: only the declared
   * fields leave the server (a tender's `Published` column never does) and types are coerced as declared.
   */
  const serializers = new Map<string, Map<number, Stringify>>(
    definitions.map((definition) => [
      definition.path,
      new Map(Object.entries(definition.response).map(([status, schema]) => [Number(status), serializerOf(schema)])),
    ]),
  );

  const serialize = (definition: ReadDefinition, result: ReadResult, personal: boolean): ReadAnswer => {
    const stringify = serializers.get(definition.path)?.get(result.status);
    if (!stringify) throw new Error(`${definition.path} answered ${result.status}, a status its route does not declare`);
    const body = stringify(result.value);
    // Parsed back from the bytes sent, so a rendered page holds exactly what the API answers.
    return { status: result.status, body, bytes: Buffer.from(body), etag: weakEtag(body), value: JSON.parse(body) as unknown, personal };
  };

  let cache = new Map<string, Promise<ReadAnswer>>();
  /** The same answers once computed, for `ready`; emptied with `cache`. */
  let done = new Map<string, ReadAnswer>();
  const clear = () => {
    cache = new Map();
    done = new Map();
  };
  app.contentChanges.onChange(clear);

  function contentAnswer(definition: Extract<ReadDefinition, { kind: 'content' }>, query: Query): Promise<ReadAnswer> {
    const key = `${definition.path}?${definition.key(query)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const entries = cache;
    const computed = done;
    const pending = definition.compute(query).then((result) => {
      const answer = serialize(definition, result, false);
      // Only while it is still the current cache (content did not change during the read).
      if (entries === cache && entries.get(key) === pending) computed.set(key, answer);
      return answer;
    });
    if (entries.size >= MAX_ENTRIES) {
      entries.clear();
      computed.clear();
    }
    entries.set(key, pending);
    // A failed read is not remembered: the next request tries again.
    pending.catch(() => entries.get(key) === pending && entries.delete(key));
    return pending;
  }

  return {
    definitions,
    clear,
    ready(path, query = {}) {
      const definition = byPath.get(path);
      return definition?.kind === 'content' ? done.get(`${path}?${definition.key(query)}`) : undefined;
    },
    async answer(path, query, request) {
      const definition = byPath.get(path);
      if (!definition) return null;
      if (definition.kind === 'content') return contentAnswer(definition, query);
      return serialize(definition, await definition.compute(request), true);
    },
  };
}
