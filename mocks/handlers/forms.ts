import type { RequestHandler } from 'msw';

/** Filled in by the issue that owns this area. */
export const formsHandlers: RequestHandler[] = [];
