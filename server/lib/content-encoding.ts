import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The content codings the server writes. */
export type ContentEncoding = 'br' | 'gzip';

/** `name` in an Accept-Encoding header, unless refused with `q=0`. */
const acceptsEncoding = (name: string) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!;q=0(\\.0*)?([\\s,]|$))`);
/** Compiled once, not on every request. */
const ACCEPTS: Record<ContentEncoding, RegExp> = { br: acceptsEncoding('br'), gzip: acceptsEncoding('gzip') };

/** The best coding the browser accepts (Brotli, then gzip), or undefined for the bytes as they are. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  return (['br', 'gzip'] as const).find((name) => ACCEPTS[name].test(acceptEncoding));
}

/**
 * `body` compressed in `encoding`: Brotli at quality 5 (a page is compressed once per cached copy, and 5 is
 * most of 11's gain for a fraction of its time), gzip at level 6.
 */
export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}
