import { API_URL, TENDER_API_URL } from '@/shared/config/env';

/**
 * `/get_tender` lives on the company's other API host (TENDER_API_URL, by default the same one).
 * fetchBaseQuery prefixes the base URL to relative paths only, so another host is passed absolute.
 */
export function tenderHostUrl(path: string): string {
  if (TENDER_API_URL === API_URL) return path;
  if (/^https?:\/\//i.test(TENDER_API_URL)) return `${TENDER_API_URL}${path}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(`${TENDER_API_URL}${path}`, origin).href;
}
