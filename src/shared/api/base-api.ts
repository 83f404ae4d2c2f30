import type { Action } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_URL, REQUEST_TIMEOUT_MS } from '@/shared/config/env';
import { readCookie } from '@/shared/lib/cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// ---- Server rendering (docs/architecture.md, "Render path") ------------------------------------------
/** Where there is no window (the server), the query hooks start their reads during render. */
const isServer = typeof window === 'undefined';
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: isServer }));

type ApiQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * A store made for one server render carries `serverQuery` as its thunk extra argument: the reads are
 * then answered in-process by the API host's read layer instead of over HTTP.
 */
export interface ServerQueryExtra {
  serverQuery: (args: string | FetchArgs) => ReturnType<ApiQuery>;
}

/** The action that puts the server's RTK Query cache (inert JSON in the page) into the browser's store. */
export const HYDRATE_API = 'app/hydrateApi';
export const hydrateApi = (state: unknown) => ({ type: HYDRATE_API, payload: state });
const isHydrateApi = (action: Action): action is Action & { payload: unknown } => action.type === HYDRATE_API;
// -------------------------------------------------------------------------------------------------------

const fetchQuery: ApiQuery = fetchBaseQuery({
  baseUrl: API_URL,
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { type, arg }) => {
    const method = typeof arg === 'object' && arg && 'method' in arg ? String(arg.method ?? 'GET') : 'GET';
    if (type === 'mutation' || WRITE_METHODS.has(method.toUpperCase())) {
      const token = readCookie(XSRF_COOKIE);
      if (token) headers.set(XSRF_HEADER, token);
    }
    return headers;
  },
});

/**
 * The one base api. It owns every tag type; each feature slice adds its endpoints with
 * `baseApi.injectEndpoints` in its own `api` segment.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: (args, api, extraOptions) => {
    const server = api.extra as Partial<ServerQueryExtra> | undefined;
    return server?.serverQuery ? server.serverQuery(args) : fetchQuery(args, api, extraOptions);
  },
  extractRehydrationInfo: (action, { reducerPath }) =>
    isHydrateApi(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  tagTypes: ['Session', 'Gallery'],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Treats a non-list answer as an empty list (SPEC section 7: "a non-list result is treated as empty"). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
