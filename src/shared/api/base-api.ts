import type { Action } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_URL, REQUEST_TIMEOUT_MS } from '@/shared/config/env';
import { XSRF_COOKIE, XSRF_HEADER } from '@/shared/contracts/xsrf';
import { readCookie } from '@/shared/lib/cookies';
import { localeOfPath } from '@/shared/i18n/locale';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// ---- Server rendering (docs/architecture.md, "Render path") ------------------------------------------
/** Where there is no window (the server), the query hooks start their reads during render. */
const isServer = typeof window === 'undefined';
/** The page's language is its address's for the page's whole life (the language switch loads the other page). */
const marathiPage = !isServer && localeOfPath(location.pathname) == 'mr';
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
const HYDRATE_API = 'app/hydrateApi';
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

/** A read's `extraOptions`: the line docs/spec-fields.md §8 logs when it fails (e.g. 'Error fetching projects'). */
export interface ReadOptions {
  failureLog?: string;
}

/**
 * docs/spec-fields.md §8: a failed read is only logged (the section that needed it hides itself). One logger
 * for every read: an endpoint names its line in `extraOptions: { failureLog }`. Writes are not logged
 * here; their forms show what went wrong.
 */
const loggingQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ReadOptions> = async (args, api, extraOptions) => {
  const result = await fetchQuery(args, api, extraOptions ?? {});
  // A 401 is an answer, not a failure: a personal read (My applications) says "log in first", and the screen shows it.
  if (result.error && result.error.status !== 401 && api.type === 'query') console.error(extraOptions?.failureLog ?? `Error fetching ${api.endpoint}`);
  return result;
};

/**
 * The one base api. It owns every tag type; each feature slice adds its endpoints with
 * `baseApi.injectEndpoints` in its own `api` segment.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // On the server (a store made for one render) reads go in-process; everywhere else over HTTP, logged on failure.
  baseQuery: (args, api, extraOptions: ReadOptions) => {
    const server = api.extra as Partial<ServerQueryExtra> | undefined;
    if (server?.serverQuery) return server.serverQuery(args);
    // A Marathi page's reads ask for the content's Marathi texts (the server render asks the same in-process),
    // and what it sends says its language (the visitor's mails are then in Marathi, the office is told).
    if (marathiPage) args = { ...(typeof args == 'string' ? { url: args } : args), params: { ...(args as FetchArgs).params, lang: 'mr' } };
    return loggingQuery(args, api, extraOptions);
  },
  extractRehydrationInfo: (action, { reducerPath }) =>
    isHydrateApi(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  tagTypes: ['Session', 'Gallery', 'MyApplications', 'StaffMembers', 'AuditLog', 'VendorProfile'],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Treats a non-list answer as an empty list (docs/spec-fields.md §7: "a non-list result is treated as empty"). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
