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
