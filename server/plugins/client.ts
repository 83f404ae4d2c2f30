import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PATHS } from '../../src/shared/config/site-paths';
import { compress, preferredEncoding } from '../lib/content-encoding';
import { createPageRenderer } from '../render/render-pages';
import { isPrivateBuildFile } from './source-maps';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS_MAX_AGE = 'public, max-age=2592000';
/** Uploads are the company's own files, but an SVG opened on its own must still run nothing. */
const UPLOADS_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox";

const NOT_BUILT =
  'The website has not been built yet.\n\nRun `npm run build` (or `npm start`, which builds it first), then reload this page.\n';

const knownPaths = new Set(SITE_PATHS.filter((sitePath) => !sitePath.includes('/:')).map((sitePath) => sitePath.toLowerCase()));
/** Screens with a parameter (`/staff/leads/:kind/:id`): a segment of its own for each, never a slash. */
const knownPatterns = SITE_PATHS.filter((sitePath) => sitePath.includes('/:')).map(
  (sitePath) => new RegExp(`^${sitePath.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:\w+/g, '/[^/]+')}$`),
);

/** React Router matches case-insensitively and ignores a trailing slash; so does this. */
export function isClientRoute(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const normalised = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  const lower = normalised.toLowerCase();
  return knownPaths.has(lower) || knownPatterns.some((pattern) => pattern.test(lower));
}

function clientCacheHeaders(clientDir: string) {
  return (res: SetHeadersResponse, filePath: string) => {
    const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
    // File names under assets/ carry a content hash: a changed file gets a new name.
    if (relative.startsWith('assets/')) res.setHeader('cache-control', IMMUTABLE);
    else if (/\.html(\.(br|gz))?$/.test(relative)) res.setHeader('cache-control', 'no-cache');
    else res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('vary', 'Accept-Encoding');
  };
}

/** Uploads that are text (SVG artwork): sent compressed, as the pages and the built client are. */
const TEXT_UPLOAD = /\.svg$/i;
/** Compressed copies kept (a few KB each); past that the memory starts again empty. */
const MAX_COMPRESSED_UPLOADS = 500;

/**
 * Images and videos of `content/uploads`, at `<basePath>/uploads/…`, long-cached, with range requests. An
 * SVG goes out in Brotli or gzip when the browser takes them (a third of its size), compressed once per
 * version of the file (its ETag) and encoding; a range request or a 304 is left as @fastify/static made it.
 */
async function uploads(app: FastifyInstance): Promise<void> {
  const compressed = new Map<string, Buffer>();
  // After the site's security headers (a parent's hook runs first): an upload's own policy replaces them,
  // and, public media, a site whose client lives on another origin (split deployment) may show it.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', UPLOADS_POLICY).header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0]!;
    if (!TEXT_UPLOAD.test(pathname)) return payload;
    // A cache keeps one copy per encoding, and a 304 says the same as the answer it stands for.
    if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('vary', 'Accept-Encoding');
    if (reply.statusCode !== 200 || !(payload instanceof Readable)) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const key = `${String(reply.getHeader('etag'))} ${encoding} ${pathname}`;
    let body = compressed.get(key);
    if (!body && request.method === 'GET') {
      body = compress(await buffer(payload), encoding);
      if (compressed.size >= MAX_COMPRESSED_UPLOADS) compressed.clear();
      compressed.set(key, body);
    }
    // A HEAD before any GET (a link checker) has no file to compress: it is answered as the file is.
    if (!body) return payload;
    reply.removeHeader('accept-ranges');
    reply.header('content-encoding', encoding).header('content-length', body.length);
    if (request.method !== 'GET') return payload;
    payload.destroy();
    return body;
  });
  await app.register(fastifyStatic, {
    root: path.join(app.config.contentDir, 'uploads'),
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', UPLOADS_MAX_AGE),
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `No file ${request.url}.` }),
  );
}

/**
 * Serves the built client (`config.clientDir`, pre-compressed .br/.gz when the browser accepts them)
 * and the uploads. Any other GET is a page rendered on the server (`server/render/`): status 200 on a
 * route of the client's route table, 404 with the not-found screen elsewhere. robots.txt and
 * sitemap.xml: `robots.ts`.
 */
async function client(app: FastifyInstance): Promise<void> {
  const { clientDir, basePath } = app.config;
  const sendPage = createPageRenderer(app);

  await app.register(uploads, { prefix: `${basePath}/uploads` });

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // Pages (`/` too) are rendered on the server; index.html is only their template.
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    // The API's own paths never come from the client folder.
    // A page address (`/tender`) is never a file: it goes straight to the renderer, without looking on disk.
    allowedPath: (pathname) =>
      pathname !== '/' &&
      !pathname.startsWith(`${basePath}/`) &&
      pathname !== '/index.html' &&
      // Also refused by plugins/source-maps.ts before routing; checked again here on what the file server reads.
      !isPrivateBuildFile(pathname, basePath) &&
      !isClientRoute(pathname),
    setHeaders: clientCacheHeaders(clientDir),
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === basePath || pathname.startsWith(`${basePath}/`)) {
      return reply.status(404).send({ success: false, message: `No API path ${request.method} ${request.url}.` });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.\n');
    }
    if (await sendPage(request, reply)) return reply;
    request.log.warn({ clientDir }, 'client not built: no index.html');
    return reply.status(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
  });
}

export const clientPlugin = fp(client, { name: 'client' });
