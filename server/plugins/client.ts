import type { FastifyInstance } from 'fastify';

/** Serves the built client, uploads, robots.txt and sitemap.xml. To be implemented. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function clientPlugin(app: FastifyInstance): Promise<void> {}
