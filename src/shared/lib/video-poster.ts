import { COMPANY } from '@/shared/config/company';

/**
 * The poster frame of one of the company's videos. `content/company.json` names a poster for the
 * header, welcome and footer videos; the other screens reuse those videos, so their posters follow.
 */
export function posterFor(video: string): string {
  const { media } = COMPANY;
  const pairs: Array<[string, string]> = [
    [media.headerVideo, media.headerPoster],
    [media.welcomeVideo, media.welcomePoster],
    [media.footerVideo, media.footerPoster],
  ];
  return pairs.find(([path]) => path === video)?.[1] ?? '';
}

/**
 * The 480-pixel copy `npm run media` makes beside every poster (`header-loop.jpg` → `header-loop-480.jpg`),
 * for a strip where the poster sits under a veil (the header's): a third of the bytes on every page's
 * first screen, with no visible loss there.
 */
export function narrowPoster(poster: string): string {
  return poster.replace(/\.jpg$/, '-480.jpg');
}
