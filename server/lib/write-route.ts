import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z, ZodTypeAny } from 'zod';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '../../src/shared/contracts/forms';
import { HttpError } from './http-error';

/**
 * Every write the host accepts (the three forms, sign-up, log-in, log-out, vendor registration) is
 * declared with `writeRoute`, so each one, and any added later, gets the same pipeline:
 * 1. `app.writeBudget` (one budget of writes per client per minute, shared by every write route);
 * 2. the body read as JSON (415 otherwise) or by the route's own `read` (the careers multipart);
 * 3. the shared schema the client form uses, a 400 naming each invalid field with its message
 *    (a write without a schema, log-out, sends no body: steps 2 and 3 are skipped);
 * 4. the handler, which returns the success answer or throws `HttpError` for a refusal;
 * 5. per-status answer schemas (as fastify/demo declares them), so nothing beyond these fields,
 *    a password hash or an account id, can reach a client by accident.
 */

const errorsObject = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** `{ success, message, errors? }`: every write's answer, success or refusal. */
export const writeAnswer = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, errors: errorsObject },
} as const;

/** The refusals a write can get: invalid, not logged in, no CSRF token, no such thing, duplicate or stale, too large, wrong type, not accepted (a wrong passphrase), too many. */
const REFUSALS = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;
const refusals = Object.fromEntries(REFUSALS.map((status) => [status, writeAnswer]));

export interface WriteContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The body as read, before the schema (the careers upload's file bytes live here). */
  raw: unknown;
}

/** What a schema lets through: the handler's payload, or nothing for a write without a body. */
type PayloadOf<TSchema extends ZodTypeAny | undefined> = TSchema extends ZodTypeAny ? z.output<TSchema> : undefined;

export type WriteRefusalStatus = (typeof REFUSALS)[number];

export interface WriteRouteOptions<TSchema extends ZodTypeAny | undefined, TAnswer> {
  url: string;
  /** POST by default; PATCH for a change to a record the client names (a lead, a tender, a staff member's role); PUT to replace one whole (a tender's openers). */
  method?: 'POST' | 'PATCH' | 'PUT';
  /** The shared schema (`src/shared/contracts`) the body must pass; none for a write that sends no body. */
  schema?: TSchema;
  /** Reads the body for the schema; a JSON body by default. */
  read?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * The largest multipart body the route takes, in bytes (a JSON body keeps the host's 64 KiB). An upload
   * read by `read` names it, so a larger `Content-Length` is refused before a byte of it is read
   * (plugins/body-limits.ts).
   */
  uploadLimit?: number;
  /** The 413 that refusal gives, in the form's own words (the file box's message); a generic one otherwise. */
  uploadTooLarge?: { message: string; errors?: Record<string, string> };
  /** The status of a success: 200, or 201 when the write creates something the client may name. */
  status?: 200 | 201;
  /** The JSON schema of the success answer; `writeAnswer` by default. */
  answer?: object;
  /**
   * Refusals that carry more than `{ success, message, errors }` (a 409 with the record as it is now),
   * by status; the handler answers one by setting the status on the reply and returning the body.
   */
  refusalAnswers?: Partial<Record<WriteRefusalStatus, object>>;
  /** A guard run before the body is checked, with its route marker (a staff route's `staffRoute(...)`, `server/staff/guard.ts`). */
  guard?: { config: object; preHandler: preHandlerAsyncHookHandler };
  handler: (payload: PayloadOf<TSchema>, context: WriteContext) => Promise<TAnswer>;
}

/** JSON only: a form posted as text or urlencoded is refused with a clear 415, never half-read. */
export async function readJson(request: FastifyRequest): Promise<unknown> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Please send the form as JSON (application/json).');
  return request.body;
}

/** Validates with the shared schema; a 400 names each invalid field with the spec's message. */
function parseWith<TSchema extends ZodTypeAny>(schema: TSchema, body: unknown): z.output<TSchema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { form, ...errors } = fieldErrorsOf(result.error);
  if (form !== undefined && Object.keys(errors).length === 0) throw new HttpError(400, 'The form must be sent as a JSON object.');
  throw new HttpError(400, FORM_INVALID_MESSAGE, errors);
}

export function writeRoute<TSchema extends ZodTypeAny | undefined = undefined, TAnswer = unknown>(
  app: FastifyInstance,
  options: WriteRouteOptions<TSchema, TAnswer>,
): void {
  const { url, method = 'POST', schema, read = readJson, uploadLimit, uploadTooLarge, status = 200, answer = writeAnswer, refusalAnswers = {}, guard, handler } = options;
  const response: Record<number, object | undefined> = { ...refusals, ...refusalAnswers, [status]: answer };
  app.route({
    method,
    url,
    schema: { response },
    onRequest: app.writeBudget,
    ...guard,
    ...(uploadLimit !== undefined && { config: { ...guard?.config, uploadLimit, uploadTooLarge } }),
    handler: async (request, reply) => {
      const raw = schema ? await read(request) : undefined;
      const payload = (schema ? parseWith(schema, raw) : undefined) as PayloadOf<TSchema>;
      const body = await handler(payload, { request, reply, raw });
      // A refusal the handler answered itself (one of `refusalAnswers`) keeps its status.
      const refused = reply.statusCode in refusalAnswers;
      return reply.status(refused ? reply.statusCode : status).send(body);
    },
  });
}
