import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseVariantPath } from '../../src/shared/contracts/photo-variants';
import { ensureVariant, variantFiles } from '../content/images';

/** Variants change only when their photo does; a day keeps a replaced photo from lingering long. */
const VARIANTS_CACHE = 'public, max-age=86400';

/**
 * `<basePath>/variants/<uploads path>.<width>w.<avif|webp>`: the responsive copies of a photo in
 * `content/uploads` (see `server/content/images.ts`). The sync makes them ahead of time; one still
 * missing (a fresh clone, a photo dropped in while the server runs) is made on its first request, once.
 * Only the fixed widths and formats of existing photos can be asked for, so a visitor cannot make the
 * server encode anything else.
 */
export async function variantRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const wanted = parseVariantPath(request.params['*']);
    const notFound = () => reply.status(404).send({ success: false, message: `No file ${request.url}.` });
    if (!wanted) return notFound();
    const { source } = variantFiles(app.config, wanted.path, wanted.width, wanted.format);
    if (!existsSync(source) || !statSync(source).isFile()) return notFound();
    let file: string;
    try {
      file = await ensureVariant(app.config, wanted.path, wanted.width, wanted.format);
    } catch (error) {
      request.log.error({ err: error, photo: wanted.path }, 'could not make a photo variant');
      return reply.status(404).send({ success: false, message: `The photo ${wanted.path} could not be read.` });
    }
    const stat = statSync(file);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('cache-control', VARIANTS_CACHE)
      .header('etag', etag)
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(`image/${wanted.format}`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(readFileSync(file));
  });
}
