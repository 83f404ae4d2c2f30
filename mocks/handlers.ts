import type { RequestHandler } from 'msw';

/** Every API path, answered from the demo content. Filled in by the foundation issue. */
export const handlers: RequestHandler[] = [];
