/**
 * The CSRF names of docs/spec-fields.md §7's HTTP client, defined once for both sides: the server sets the
 * cookie and checks the header (`server/plugins/csrf.ts`); the client echoes the cookie in the header
 * on every write (`src/shared/api/base-api.ts`).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
