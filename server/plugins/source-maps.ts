import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Production builds keep their source maps (`hidden-source-map`: written beside the bundles for error
 * reports, not linked from them), and this keeps them off the public site: any `.map` address outside
 * the API answers 404 before the static files are looked at.
 */
async function sourceMaps(app: FastifyInstance): Promise<void> {
  const { basePath } = app.config;
  // Synchronous, and a plain substring test first: most addresses have no ".map" at all.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (!/\.map/i.test(url)) return done();
    const pathname = url.split('?')[0];
    if (/\.map(\.(br|gz))?$/i.test(pathname) && !pathname.startsWith(`${basePath}/`)) {
      void reply.status(404).type('text/plain; charset=utf-8').send('Not found.\n');
      return;
    }
    done();
  });
}

export const sourceMapsPlugin = fp(sourceMaps, { name: 'source-maps' });
