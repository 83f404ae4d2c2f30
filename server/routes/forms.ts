import type { FastifyInstance } from 'fastify';

// Filled in by the issue that owns this area.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function formRoutes(app: FastifyInstance): Promise<void> {}
