import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_URL, REQUEST_TIMEOUT_MS } from '@/shared/config/env';
import { readCookie } from '@/shared/lib/cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one base api. It owns every tag type; each feature slice adds its endpoints with
 * `baseApi.injectEndpoints` in its own `api` segment.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
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
  }),
  tagTypes: ['Session', 'Gallery', 'MyApplications'],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Treats a non-list answer as an empty list (SPEC section 7: "a non-list result is treated as empty"). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
