/**
 * Build-time configuration. webpack's DefinePlugin replaces `process.env.API_URL` and
 * `process.env.TENDER_API_URL`; in Jest they come from the real environment (or these defaults).
 */
const read = (value: string | undefined, fallback: string): string =>
  value && value.trim() !== '' ? value.replace(/\/+$/, '') : fallback;

export const API_URL: string = read(process.env.API_URL, '/backend');
export const TENDER_API_URL: string = read(process.env.TENDER_API_URL, API_URL);

/** Milliseconds before a request is abandoned and reported as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Turns a path returned by the API host (`/uploads/x.svg`) into a URL the browser can load. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(data:image\/|https?:\/\/)/i.test(path)) return path;
  return `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
