import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { pathParamNames, type AnswerOf, type Answers, type Endpoint, type HttpMethod, type ParsedRequest } from '../../src/shared/contracts/endpoint';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '../../src/shared/contracts/forms';
import { HttpError } from './http-error';

/**
 * Every route of the API is an endpoint's contract (`src/shared/contracts/endpoint.ts`) given a handler:
 * `route(app, contract, { handler })`. The pipeline is the same for all of them:
 * 1. a write (any method but GET) spends from `app.writeBudget` (one budget per client per minute);
 * 2. the path's values and the query pass the contract's schemas (a 400 naming each invalid one);
 * 3. a write with a body: JSON only (415 otherwise) or the route's own `read` (a multipart upload), then the
 *    contract's body schema, a 400 naming each invalid field with the spec's message;
 * 4. the handler, which returns the success answer or throws a refusal;
 * 5. the answer is serialised by the contract's schema for its status, made JSON Schema once at start, so
 *    nothing beyond those fields (a password hash, an account id) can reach a client by accident.
 */

type AnyEndpoint = Endpoint<HttpMethod, string, Answers, ZodTypeAny | undefined, ZodTypeAny | undefined, ZodTypeAny | undefined>;

export interface RouteContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The body as read, before the schema (the careers upload's file bytes live here). */
  raw: unknown;
}

export interface RouteOptions<E extends AnyEndpoint> {
  /** A guard run before anything is read, with its route marker (a staff route's `staffRoute(...)`, `server/staff/guard.ts`). */
  guard?: { config: object; preHandler: preHandlerAsyncHookHandler };
  /** Reads the body for the contract's body schema; a JSON body by default. */
  read?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * The largest multipart body the route takes, in bytes (a JSON body keeps the host's 64 KiB), so a larger
   * `Content-Length` is refused before a byte of it is read (plugins/body-limits.ts).
   */
  uploadLimit?: number;
  /** The 413 that refusal gives, in the form's own words (the file box's message); a generic one otherwise. */
  uploadTooLarge?: { message: string; errors?: Record<string, string> };
  /**
   * Answers the route itself (a file download, a CSV, a redirect): the handler sends on `reply` and its
   * return value is ignored. The success is still declared (a file's is `z.string()`): Fastify does not
   * serialise a Buffer, a stream or text sent with its own content type, so only the refusals go through it.
   */
  sendsItself?: boolean;
  handler: (input: ParsedRequest<E>, context: RouteContext) => Promise<AnswerOf<E>>;
}

const jsonSchemas = new WeakMap<ZodTypeAny, object>();

/** The JSON Schema of one answer, made once per zod schema (fast-json-stringify serialises by it). */
export function jsonSchemaOf(schema: ZodTypeAny): object {
  let json = jsonSchemas.get(schema);
  if (!json) {
    const { $schema: _dropped, ...rest } = zodToJsonSchema(schema, { $refStrategy: 'none', target: 'jsonSchema7' }) as Record<string, unknown>;
    json = forSerialising(rest) as object;
    jsonSchemas.set(schema, json);
  }
  return json;
}

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * A field with a default is optional in what a request sends but always there in the answer (zod's output):
 * required, so it is written in the record's order like every other field, not after them.
 */
function withDefaulted(properties: Record<string, { default?: unknown }>, required: string[] = []): string[] {
  return Object.keys(properties).filter((name) => required.includes(name) || properties[name].default !== undefined);
}

/**
 * Serialising needs each value's type only, and fast-json-stringify tries an `anyOf` branch by branch on
 * every answer (the reads' hot path cannot afford that): a union of one primitive type (a date or '') is
 * that type, and an object or list or null is that object or list, `nullable`. Every field with a default
 * is required (`withDefaulted`).
 */
function forSerialising(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialising);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, forSerialising(value)])) as Record<string, unknown>;
  if (rest.type === 'object' && rest.properties) rest.required = withDefaulted(rest.properties as Record<string, { default?: unknown }>, rest.required as string[] | undefined);
  if (!Array.isArray(anyOf)) return anyOf === undefined ? rest : { ...rest, anyOf };
  const options = anyOf as Array<Record<string, unknown>>;
  const [first] = options;
  if (typeof first?.type === 'string' && PRIMITIVES.has(first.type) && options.every((option) => option.type === first.type)) return { ...rest, type: first.type };
  const values = options.filter((option) => option.type !== 'null');
  if (options.length === 2 && values.length === 1 && (values[0].type === 'object' || values[0].type === 'array')) return { ...values[0], ...rest, nullable: true };
  return { ...rest, anyOf };
}

/** The contract's answers as Fastify's per-status response schemas. */
export function responseSchemas(answers: Answers): Record<number, object> {
  return Object.fromEntries(Object.entries(answers).map(([status, schema]) => [status, jsonSchemaOf(schema)]));
}

/** JSON only: a form posted as text or urlencoded is refused with a clear 415, never half-read. */
export async function readJson(request: FastifyRequest): Promise<unknown> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Please send the form as JSON (application/json).');
  return request.body;
}

/** Validates one part of the request; a 400 names each invalid field with the schema's message. */
function parsePart(schema: ZodTypeAny, value: unknown, whole: string): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { form, ...errors } = fieldErrorsOf(result.error);
  if (form !== undefined && Object.keys(errors).length === 0) throw new HttpError(400, whole);
  throw new HttpError(400, FORM_INVALID_MESSAGE, errors);
}

/** Without a params schema, each `:name` of the path must be a non-empty value; only those are passed on. */
function checkPathValues(path: string, params: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of pathParamNames(path)) {
    const value: unknown = Reflect.get(Object(params), name);
    if (typeof value !== 'string' || value === '') throw new HttpError(400, `The address is missing its ${name}.`);
    values[name] = value;
  }
  return values;
}

const SUCCESS = [200, 201, 202];

/** Registers one endpoint of the contract under the API's base path. */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  const { guard, read = readJson, uploadLimit, uploadTooLarge, sendsItself = false, handler } = options;
  const { method, path, params, query, body, answers } = endpoint;
  const write = method !== 'GET';
  const success = SUCCESS.find((status) => status in answers) ?? 200;
  const config: object = { ...guard?.config, ...(uploadLimit !== undefined && { uploadLimit, uploadTooLarge }) };
  app.route({
    method,
    url: path,
    schema: { response: responseSchemas(answers) },
    ...(write && { onRequest: app.writeBudget }),
    ...(guard && { preHandler: guard.preHandler }),
    config,
    handler: async (request, reply) => {
      const input = {
        params: params ? parsePart(params, request.params, 'The address is not valid.') : checkPathValues(path, request.params),
        query: query ? parsePart(query, request.query, 'The query is not valid.') : undefined,
        body: undefined as unknown,
      };
      const raw = body ? await read(request) : undefined;
      if (body) input.body = parsePart(body, raw, 'The form must be sent as a JSON object.');
      const answer = await handler(input as ParsedRequest<E>, { request, reply, raw });
      if (sendsItself) return reply;
      // A refusal the handler answered itself (a 409 with the record as it is now) keeps its status.
      const refused = reply.statusCode >= 400 && reply.statusCode in answers;
      return reply.status(refused ? reply.statusCode : success).send(answer);
    },
  });
}
