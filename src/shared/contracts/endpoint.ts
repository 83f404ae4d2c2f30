import { z, type ZodTypeAny } from 'zod';

/**
 * One endpoint of the API, declared once: its method, its path (under the API's base, `/backend`), what
 * its path, query and body carry, and its answer for every status it gives, all as zod. The server's
 * route (`server/lib/contract-route.ts`) validates with it and serialises by it; the client's RTK Query
 * endpoint (`@/shared/api/contract-query`) and the msw handler (`mocks/contract-handler.ts`) are typed by
 * it; nobody writes the path, a JSON schema or a cast beside it.
 *
 * Where a domain's endpoints live: the contract of a record's domain is `src/entities/<record>/model/
 * <record>.contract.ts` (the model segment, which the server may import); the API's own endpoints (the
 * write answers below) are here. Adding an endpoint is one entry there, its service function and its
 * screen: the type checker then finds the route, the client call and the mock that must follow.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answers of an endpoint by HTTP status. */
export type Answers = { readonly [status: number]: ZodTypeAny };

/** The names of a path's `:name` segments: `'/api/tenders/:tenderNo/bids/:id'` → `'tenderNo' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends Answers = Answers,
  Params extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  Query extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  Body extends ZodTypeAny | undefined = ZodTypeAny | undefined,
> {
  readonly method: M;
  readonly path: P;
  /** The path's segments as they are checked; each `:name` is a non-empty string when none is given. */
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly answers: A;
  /** A read's line in the browser's console when it fails (docs/spec-fields.md §8: 'Error fetching projects'). */
  readonly failureLog?: string;
}

/** Declares an endpoint; the literal types of its method, path and schemas are kept. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  A extends Answers,
  Params extends ZodTypeAny | undefined = undefined,
  Query extends ZodTypeAny | undefined = undefined,
  Body extends ZodTypeAny | undefined = undefined,
>(definition: Endpoint<M, P, A, Params, Query, Body>): Endpoint<M, P, A, Params, Query, Body> {
  return definition;
}

type SchemaInput<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends ZodTypeAny ? z.input<NonNullable<S>> : undefined;
type SchemaOutput<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends ZodTypeAny ? z.output<NonNullable<S>> : undefined;
type Output<S> = S extends ZodTypeAny ? z.output<S> : never;
type AnyEndpoint = Endpoint<HttpMethod, string, Answers, ZodTypeAny | undefined, ZodTypeAny | undefined, ZodTypeAny | undefined>;

/** The success statuses an endpoint may answer with. */
type SuccessStatus = 200 | 201 | 202;

/** The value of an endpoint's success answer (200, 201 or 202, whichever it declares). */
export type AnswerOf<E extends AnyEndpoint> = {
  [S in keyof E['answers'] & SuccessStatus]: Output<E['answers'][S]>;
}[keyof E['answers'] & SuccessStatus];

/** The value of an endpoint's answer for one status (a 409 carrying the record as it is now). */
export type AnswerAt<E extends AnyEndpoint, S extends keyof E['answers']> = Output<E['answers'][S]>;

/** The path's values as the client gives them: the params schema's input, or a string per `:name`. */
export type ParamsOf<E extends AnyEndpoint> = [NonNullable<E['params']>] extends [never]
  ? PathValues<E['path']>
  : SchemaInput<E['params']>;

type PathValues<P extends string> = [PathParamNames<P>] extends [never] ? undefined : { [K in PathParamNames<P>]: string | number };


/** What the client sends: the path's values, the query and the body, each only where the endpoint has one. */
export type RequestOf<E extends AnyEndpoint> = OmitUndefined<{
  params: ParamsOf<E>;
  query: SchemaInput<E['query']>;
  body: SchemaInput<E['body']>;
}>;

/** What the server's handler receives: each part as its schema let it through. */
export interface ParsedRequest<E extends AnyEndpoint> {
  params: [NonNullable<E['params']>] extends [never] ? { [K in PathParamNames<E['path']>]: string } : SchemaOutput<E['params']>;
  query: SchemaOutput<E['query']>;
  body: SchemaOutput<E['body']>;
}

type OmitUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The endpoint's path with its `:name` segments filled in (each value URI-encoded). */
export function pathOf(endpoint: Pick<AnyEndpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `:name` segments, at run time. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}

// ---- The answers every endpoint shares --------------------------------------------------------------

/** `{ success, message, errors? }`: every write's answer, success or refusal (docs/spec-fields.md §7, docs/spec-fields.md, "The API host beyond the specification"). */
export const writeAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.record(z.string()).optional(),
});
export type WriteAnswer = z.output<typeof writeAnswerSchema>;

/** `{ success: false, message }`: a read's refusal. */
export const readRefusalSchema = z.object({ success: z.boolean(), message: z.string() });

/**
 * The refusals a write can get: invalid, not logged in, no CSRF token, no such thing, duplicate or stale,
 * too large, wrong type, not accepted (a wrong passphrase), too many.
 */
export const WRITE_REFUSAL_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;
export type WriteRefusalStatus = (typeof WRITE_REFUSAL_STATUSES)[number];

const writeRefusals = Object.fromEntries(WRITE_REFUSAL_STATUSES.map((status) => [status, writeAnswerSchema])) as {
  readonly [S in WriteRefusalStatus]: typeof writeAnswerSchema;
};

/**
 * A write's answers: its success (the plain write answer unless it says more) at 200 or `status`, beside
 * every refusal; `refusals` replaces the plain refusal where one carries more (a 409 with the record as it is).
 */
export function writeAnswers<
  S extends ZodTypeAny = typeof writeAnswerSchema,
  R extends Partial<Record<WriteRefusalStatus, ZodTypeAny>> = object,
  const C extends 200 | 201 = 200,
>(success?: S, options: { refusals?: R; status?: C } = {}): Omit<typeof writeRefusals, keyof R> & R & { readonly [K in C]: S } {
  const { refusals = {}, status = 200 } = options;
  return { ...writeRefusals, ...refusals, [status]: success ?? writeAnswerSchema } as never;
}

/** A read's answers: its value at 200, and a refusal for each status it may refuse with. */
export function readAnswers<S extends ZodTypeAny, const R extends readonly number[] = []>(
  success: S,
  refusals: R = [] as unknown as R,
): { readonly 200: S } & { readonly [K in R[number]]: typeof readRefusalSchema } {
  return { ...Object.fromEntries(refusals.map((status) => [status, readRefusalSchema])), 200: success } as never;
}

/**
 * The staff guard's refusals (`server/staff/guard.ts`): nobody signed in to the desk (401), or a role that
 * does not allow this (403). Every desk endpoint may answer them.
 */
export const STAFF_REFUSALS = [401, 403] as const;

/**
 * The same refusals for a desk read whose refusals are shaped as a write's (`{ success, message, errors? }`):
 * the leads, bookings and audit desks, whose 400 names the filter's fields.
 */
export const STAFF_GUARD_ANSWERS = { 401: writeAnswerSchema, 403: writeAnswerSchema } as const;

/** The tenders desk's reads (the tenders, one tender, its openers, its bids): the staff guard's refusals, and no such tender. */
export const STAFF_TENDER_REFUSALS = [...STAFF_REFUSALS, 404] as const;

/** A logged-in vendor's read: 401 means "log in first". */
export const VENDOR_REFUSALS = [401] as const;

/**
 * A list read of docs/spec-fields.md §7 (the content, the published tenders): the records at 200 and no
 * refusal; a failure is only logged in the browser's console, as `failureLog`.
 */
export function listRead<const P extends string, S extends ZodTypeAny>(list: { path: P; record: S; failureLog: string }) {
  return endpoint({ method: 'GET', path: list.path, answers: readAnswers(z.array(list.record)), failureLog: list.failureLog });
}
