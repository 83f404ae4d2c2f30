import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The weak ETag of an answer's bytes: the reads, the rendered pages and the tender files all use this one. */
export const weakEtag = (body: string): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** `If-None-Match` may list several tags, or `*`; weak comparison, as RFC 9110 asks for GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Revalidation by ETag, the one place the reads, the rendered pages and the tender files decide on a 304:
 * sets the answer's `ETag`, and when the browser's `If-None-Match` matches it, turns the reply into a 304
 * (no body, so no `Content-Type` or `Content-Encoding`) and returns true; the caller then sends nothing.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-encoding');
  return true;
}

/**
 * Revalidation for the answers of the encapsulating plugin that are not in the read layer (the tender
 * feed, calendar files, documents): every 200 answer gets a weak ETag (a hash of its body) and, unless the
 * route set its own, `Cache-Control: no-cache`; a matching `If-None-Match` gets 304 without a body.
 */
export function addRevalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return notModified(request, reply, weakEtag(payload)) ? '' : payload;
  });
}
