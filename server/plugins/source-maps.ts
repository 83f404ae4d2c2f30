import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A source map (and its compressed twins), or the server render's chunk list: files of the build, not of the site. */
const PRIVATE_BUILD_FILE = /(\.map|\/ssr-manifest\.json)(\.(br|gz))?$/;

/**
 * The address as the file server will read it: percent-decoded (`.ma%70`, `%2e%2e`), dot segments
 * resolved, trailing slashes dropped, lower case. null when it cannot be decoded (the router refuses it).
 */
export function normalisedPath(url: string): string | null {
  const raw = url.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const normalised = path.posix.normalize(decoded.replace(/\\/g, '/')).replace(/\/+$/, '');
  return (normalised.startsWith('/') ? normalised : `/${normalised}`).toLowerCase();
}

/** True for a source map or `ssr-manifest.json` under any spelling (see `normalisedPath`), outside the API. */
export function isPrivateBuildFile(url: string, basePath: string): boolean {
  const pathname = normalisedPath(url);
  if (pathname === null) return false;
  return PRIVATE_BUILD_FILE.test(pathname) && !pathname.startsWith(`${basePath.toLowerCase()}/`);
}

/**
 * Production builds keep their source maps (`hidden-source-map`: written beside the bundles for error
 * reports, not linked from them) and the server render's `ssr-manifest.json`; this keeps them off the
 * public site: any such address outside the API answers 404 before the static files are looked at. The
 * test is made on the decoded, normalised path, so no other spelling (`.ma%70`, a trailing slash, a
 * `.br`/`.gz` twin, `%2e%2e`) reaches the file server.
 */
async function sourceMaps(app: FastifyInstance): Promise<void> {
  const { basePath } = app.config;
  // Synchronous, with a cheap look first: most addresses have no "map", "manifest" or escape at all.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split('?')[0];
    if (!/map|manifest|%|\\/i.test(pathname) || !isPrivateBuildFile(pathname, basePath)) return done();
    void reply.status(404).type('text/plain; charset=utf-8').send('Not found.\n');
  });
}

export const sourceMapsPlugin = fp(sourceMaps, { name: 'source-maps' });
