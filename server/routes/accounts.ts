import type { FastifyInstance } from 'fastify';

// Filled in by the issue that owns this area.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function accountRoutes(app: FastifyInstance): Promise<void> {}
