import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ServerQueryExtra } from '../../src/shared/api/base-api';
import type { CompanyEvent } from '@/entities/event/model/event';
import { eventsRead } from '@/entities/event/model/event.contract';
import type { RenderedPage } from '../../src/app/server-render';
import { SESSION_COOKIE } from '../routes/accounts/sessions';
import { isPrivateLinkPath, isStaffPath } from '../../src/shared/config/site-paths';
import { LANGUAGE_TAG, localeOfPath, pathWithoutLocale } from '../../src/shared/i18n/locale';
import { notModified, weakEtag } from '../routes/reads/etag';
import { compress, preferredEncoding, type ContentEncoding } from '../lib/content-encoding';
import { siteOrigin } from '../lib/site-origin';
import { inlineStylesheet, policyWithStyles, STYLESHEET_LINK, type InlineStylesheet } from './inline-styles';
import { headTags, scriptJson } from './page-head';
import { policyWithLoader, scriptLoader, withoutEntryScripts } from './page-scripts';
import './style-imports';

/** The element the browser's store starts from (`src/app/main.tsx` reads it). */
export const STATE_ELEMENT_ID = 'app-state';
/** The element a Marathi page's messages travel in (`src/app/main.tsx` reads it). */
export const MESSAGES_ELEMENT_ID = 'app-messages';

/** webpack's list of each chunk's files (`ssr-manifest.json`, written by webpack.config.js). */
type ChunkManifest = Record<string, string[]>;

interface CachedPage {
  status: number;
  /** The HTML as UTF-8, encoded once: a string would be measured and encoded again on every request. */
  body: Buffer;
  etag: string;
  /** The body compressed once, when first asked for (a phone on a slow network gets a sixth of the bytes). */
  br?: Buffer;
  gzip?: Buffer;
  /**
   * When the page's markup changes by itself (milliseconds since the epoch; `Infinity`: only with content):
   * a tender closing at its deadline, an event becoming past, the footer's new year. From then on the next
   * request renders the page again instead of sending this one.
   */
  changesAt: number;
  /** The CSP sources of the page's `<style>` elements (their sha256 hashes). */
  styleSources: string[];
}

/** The page in the best encoding the browser accepts, compressed once per cached page. */
function encoded(page: CachedPage, acceptEncoding: string | undefined): { encoding?: ContentEncoding; body: Buffer } {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') return { encoding, body: (page.br ??= compress(page.body, encoding)) };
  if (encoding === 'gzip') return { encoding, body: (page.gzip ??= compress(page.body, encoding)) };
  return { body: page.body };
}

/**
 * The two font files that paint first on an English page (body text and headings): preloaded, so text swaps
 * to them before the first paint instead of moving after it.
 */
const FIRST_FONTS = [/^inter-latin-400-normal\.[0-9a-f]+\.woff2$/, /^cormorant-garamond-latin-600-normal\.[0-9a-f]+\.woff2$/];
/**
 * A Marathi page's text is all Noto Sans Devanagari (src/app/styles/_marathi.scss): its Devanagari face and
 * its two Latin faces, all `optional`, are preloaded so they are there for the first paint (without the
 * preload a machine with no Devanagari font of its own drew boxes on a first visit).
 */
const MARATHI_FIRST_FONTS = [
  /^noto-sans-devanagari-devanagari-400-normal\.[0-9a-f]+\.woff2$/,
  /^noto-sans-devanagari-latin-400-normal\.[0-9a-f]+\.woff2$/,
  /^noto-sans-devanagari-latin-600-normal\.[0-9a-f]+\.woff2$/,
];

function fontPreloads(clientDir: string, patterns: RegExp[] = FIRST_FONTS): string[] {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) return [];
  const files = readdirSync(assets);
  return patterns.flatMap((pattern) => files.filter((file) => pattern.test(file)).slice(0, 1)).map(
    (file) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin />`,
  );
}

/**
 * A line break or a line separator in the address (`%0A`, `%0D`, U+2028, U+2029): the router's patterns
 * never match one (not even the catch-all), so such an address is answered with the not-found page and
 * kept out of every cache.
 */
export function hasLineBreak(url: string): boolean {
  const pathname = url.split('?')[0];
  if (!/%(0a|0d|e2%80%a[89])|[\r\n\u2028\u2029]/i.test(pathname)) return false;
  try {
    return /[\r\n\u2028\u2029]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** Past this many cached pages (query strings are the visitor's to choose) the cache starts over. */
const MAX_CACHED_PAGES = 500;

type RenderPage = (url: string, server: ServerQueryExtra, now: Date) => Promise<RenderedPage>;

/** Splits the built index.html around the places a rendered page fills in. */
function parseTemplate(html: string) {
  const withoutHead = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name=["']?description["']?[^>]*>\s*/i, '')
    // The "needs JavaScript" notice is for an empty page; a rendered page reads without it.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = withoutHead.indexOf('</head>');
  // webpack's minifier may drop the quotes: `<div id=root></div>`.
  const root = /<div id=["']?root["']?><\/div>/.exec(withoutHead);
  if (headEnd < 0 || !root) throw new Error('index.html has no </head> or no <div id="root"></div>');
  return {
    beforeHeadEnd: withoutHead.slice(0, headEnd),
    headEndToRoot: withoutHead.slice(headEnd, root.index),
    afterRoot: withoutHead.slice(root.index + root[0].length),
  };
}

/**
 * Server rendering of every client address (docs/architecture.md, "Render path"): the route table and
 * screens of `src/app` render with their data, read in-process from the read layer (`app.reads`), into
 * the built `index.html`. Pages for anonymous visitors are cached per address until content changes or
 * until what they show changes with the clock, whichever comes first; a visitor with a session gets a page
 * rendered for them alone, never cached or shared.
 */
export function createPageRenderer(app: FastifyInstance) {
  const { clientDir, basePath } = app.config;
  let renderPage: RenderPage | undefined;
  let template: ReturnType<typeof parseTemplate> | undefined;
  let manifest: ChunkManifest = {};
  let fonts: string[] = [];
  let marathiFonts: string[] = [];
  let entrySources: string[] = [];
  /** The entry's scripts (index.html's `defer` scripts), started by the page's loader instead. */
  let entryScripts: string[] = [];
  const stylesheets = new Map<string, InlineStylesheet | null>();
  /** A built stylesheet read once per process (its file name carries its content hash). */
  const stylesheet = (file: string) => {
    if (!stylesheets.has(file)) stylesheets.set(file, inlineStylesheet(clientDir, file));
    return stylesheets.get(file)!;
  };
  let cache = new Map<string, CachedPage>();
  app.contentChanges.onChange(() => {
    cache = new Map();
  });

  /** null when the client has not been built (no index.html). */
  function load(): boolean {
    if (template) return true;
    const indexFile = path.join(clientDir, 'index.html');
    if (!existsSync(indexFile)) return false;
    // The entry stylesheet in the page itself, where index.html linked it; each page's CSP allows it by hash.
    entrySources = [];
    const html = readFileSync(indexFile, 'utf8').replace(STYLESHEET_LINK, (link: string, file: string) => {
      const sheet = stylesheet(file);
      if (!sheet) return link;
      entrySources.push(sheet.source);
      return sheet.element;
    });
    // The entry's scripts start once the first screen has painted (server/render/page-scripts.ts).
    const scripts = withoutEntryScripts(html);
    entryScripts = scripts.entry;
    template = parseTemplate(scripts.html);
    const manifestFile = path.join(clientDir, 'ssr-manifest.json');
    manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ChunkManifest) : {};
    fonts = fontPreloads(clientDir);
    marathiFonts = fontPreloads(clientDir, MARATHI_FIRST_FONTS);
    return true;
  }

  /** The reads of one render, answered in-process by the read layer: the same table, the same answers as the API routes. */
  function serverQueryFor(request: FastifyRequest): ServerQueryExtra['serverQuery'] {
    return async (args: string | FetchArgs) => {
      const spec = typeof args === 'string' ? { url: args } : args;
      const address = new URL(spec.url, 'http://in-process');
      let pathname = address.pathname;
      if (pathname.startsWith(`${basePath}/`)) pathname = pathname.slice(basePath.length);
      const query: Record<string, unknown> = Object.fromEntries(address.searchParams);
      for (const [name, value] of Object.entries((spec.params ?? {}) as Record<string, unknown>)) query[name] = String(value);
      // A Marathi page reads the content's Marathi texts, as its browser does later (`?lang=mr`, src/shared/api/base-api.ts).
      if (localeOfPath(request.url) === 'mr') query.lang = 'mr';
      const answer = await app.reads.answer(pathname, query, request);
      if (!answer) return { error: { status: 404, data: { success: false, message: `No read ${pathname} on the server.` } } };
      return answer.status === 200 ? { data: answer.value } : { error: { status: answer.status, data: answer.value } };
    };
  }

  async function renderFresh(request: FastifyRequest, origin: string): Promise<CachedPage | { redirect: { status: number; location: string } }> {
    if (!renderPage) {
      // Loaded on the first page, so the API alone (tests, CLIs) never pays for React.
      ({ renderPage } = await import(/* webpackChunkName: "server-render" */ '../../src/app/server-render'));
    }
    const url = `http://localhost${request.url}`;
    // The one clock reading of the render: every screen's "now" and the instant the page changes follow from it.
    const page = await renderPage(url, { serverQuery: serverQueryFor(request) }, new Date());
    if (page.redirect) return { redirect: page.redirect };
    const events = page.routeId === 'events' ? ((await app.reads.answer(eventsRead.path, page.locale === 'mr' ? { lang: 'mr' } : {}, request))?.value as CompanyEvent[] | undefined) : undefined;
    const head = headTags({ origin, url: request.url, title: page.title, routeId: page.routeId, status: page.status, events, basePath, locale: page.locale });
    const files = page.chunks.flatMap((chunk) => manifest[chunk] ?? []);
    const styleSources = [...entrySources];
    const links = [
      page.headHtml,
      ...(page.locale === 'en' ? fonts : marathiFonts),
      // With JavaScript off the menu shows as plain links (public/noscript.css).
      '<noscript><link rel="stylesheet" href="/noscript.css" /></noscript>',
      // The screen's own styles are in the page, in place before it paints (no request holds the first paint
      // back); its scripts load beside the entry's, once the first screen has painted.
      ...files.filter((file) => file.endsWith('.css')).map((file) => {
        const sheet = stylesheet(file);
        if (!sheet) return `<link rel="stylesheet" href="/${file}" />`;
        styleSources.push(sheet.source);
        return sheet.element;
      }),
      ...(entryScripts.length > 0
        ? [scriptLoader(entryScripts, files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`))]
        : files.filter((file) => file.endsWith('.js')).map((file) => `<link rel="preload" as="script" href="/${file}" />`)),
    ];
    const shell = template!;
    // A Marathi page says so, and carries the messages it was rendered with (the browser hydrates from them).
    const beforeHeadEnd = page.locale === 'en' ? shell.beforeHeadEnd : shell.beforeHeadEnd.replace(/<html lang=["']?en-IN["']?/, `<html lang="${LANGUAGE_TAG[page.locale]}"`);
    const messages = page.locale === 'en' ? '' : `<script id="${MESSAGES_ELEMENT_ID}" type="application/json">${scriptJson(page.messages)}</script>`;
    const body =
      `${beforeHeadEnd}    ${head}\n    ${links.join('\n    ')}\n  ${shell.headEndToRoot}` +
      `<div id="root">${page.html}</div><script id="${STATE_ELEMENT_ID}" type="application/json">${scriptJson(page.state)}</script>${messages}` +
      shell.afterRoot;
    return { status: page.status, body: Buffer.from(body), etag: weakEtag(body), changesAt: page.changesAt?.getTime() ?? Infinity, styleSources };
  }

  /** Answers a page request; false when the client is not built. */
  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!load()) return false;
    // A staff page is never cached: its address can carry a set-up token, and what it shows is one person's.
    // Nor is an address with a line break in it (the not-found page for it is made on the spot), nor a
    // booking's manage page (its address is the visitor's private link).
    const bare = pathWithoutLocale(request.url);
    const personal = Boolean(request.cookies[SESSION_COOKIE]) || isStaffPath(bare) || hasLineBreak(request.url) || isPrivateLinkPath(bare);
    // The origin is part of the key: a page made for one of ALLOWED_HOSTS is never sent for another.
    const origin = siteOrigin(app, request);
    const key = `${origin}${request.url}`;
    let page = personal ? undefined : cache.get(key);
    if (page && Date.now() >= page.changesAt) page = undefined;
    if (!page) {
      const entries = cache;
      const rendered = await renderFresh(request, origin);
      if ('redirect' in rendered) {
        await reply.redirect(rendered.redirect.location, rendered.redirect.status);
        return true;
      }
      page = rendered;
      if (!personal) {
        if (entries.size >= MAX_CACHED_PAGES) entries.clear();
        entries.set(key, page);
      }
    }
    reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
    // The site's policy (security-headers.ts set it on this answer) plus the hashes of this page's styles
    // and of its script loader.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      const withStyles = policyWithStyles(policy, page.styleSources);
      reply.header('content-security-policy', entryScripts.length > 0 ? policyWithLoader(withStyles) : withStyles);
    }
    const answer = encoded(page, request.headers['accept-encoding']);
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    if (personal) {
      reply.header('cache-control', 'private, no-store');
      await reply.send(answer.body);
      return true;
    }
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    // Only a 200 page answers 304; the not-found page keeps its ETag but is always sent.
    const unchanged = page.status === 200 && notModified(request, reply, page.etag);
    await reply.send(unchanged ? undefined : answer.body);
    return true;
  };
}
