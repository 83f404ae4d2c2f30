import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SITEMAP_PATHS } from '../../src/shared/config/site-paths';
import { LANGUAGE_TAG, LOCALES, pathInLocale } from '../../src/shared/i18n/locale';

/**
 * `robots.txt` and `sitemap.xml`. Their addresses come from `PUBLIC_URL`, never from the request's Host
 * header: a forged Host must not end up in an answer that caches may keep. Without `PUBLIC_URL` the
 * addresses are relative to the site, which search engines do not follow: in production the server says
 * so at start-up (a fresh clone's `npm start` runs in production mode before the site has an address).
 */

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/**
 * The sitemap for `origin` (`https://www.example.in`, or '' for site-relative addresses): every screen in
 * English, then its Marathi twin (`/mr/…`), each naming both languages and the default as alternates.
 */
function sitemapXml(origin: string): string {
  const address = (sitePath: string, locale: (typeof LOCALES)[number]) => escapeXml(origin + pathInLocale(sitePath, locale));
  const alternates = (sitePath: string) =>
    [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${address(sitePath, locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(sitePath, 'en')}"/>`,
    ].join('');
  const urls = LOCALES.flatMap((locale) =>
    SITEMAP_PATHS.map((sitePath) => `  <url><loc>${address(sitePath, locale)}</loc>${alternates(sitePath)}</url>`),
  ).join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  );
}

function robotsTxt(origin: string): string {
  // The staff desk is private (it also answers noindex): crawlers are asked to keep out altogether.
  return `User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: ${origin}/sitemap.xml\n`;
}

async function robots(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl ?? '';
  if (!origin && process.env.NODE_ENV === 'production') {
    app.log.warn('PUBLIC_URL is not set: sitemap.xml and robots.txt name site-relative addresses, which search engines ignore. Set PUBLIC_URL=https://www.example.in');
  }
  const robotsBody = robotsTxt(origin);
  const sitemapBody = sitemapXml(origin);
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsBody),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapBody),
  );
}

export const robotsPlugin = fp(robots, { name: 'robots' });
