import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ZodTypeAny } from 'zod';
import { pathOf, type AnswerOf, type Answers, type Endpoint, type HttpMethod, type RequestOf } from '@/shared/contracts/endpoint';
import type { ReadOptions } from './base-api';

type AnyEndpoint = Endpoint<HttpMethod, string, Answers, ZodTypeAny | undefined, ZodTypeAny | undefined, ZodTypeAny | undefined>;

/** The request RTK Query sends for one call of an endpoint: its path filled in, its query and its body. */
export function requestOf<E extends AnyEndpoint>(endpoint: E, request: RequestOf<E>): FetchArgs {
  const { params, query, body } = request as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  return {
    url: pathOf(endpoint, params),
    method: endpoint.method,
    ...(query !== undefined && { params: query }),
    ...(body !== undefined && { body }),
  };
}

/** An endpoint that takes nothing is called with no argument (`useGetLogosQuery()`); any other with its request. */
type ArgOf<E extends AnyEndpoint> = keyof RequestOf<E> extends never ? void : RequestOf<E>;

/**
 * An RTK Query endpoint definition built from the contract: `build.query(fromContract(logosRead))` or
 * `build.mutation({ ...fromContract(askQuestion), invalidatesTags: [...] })`. Its argument is the endpoint's
 * request (`{ params, query, body }`, each where it has one), its result the success answer; a read names
 * the line logged when it fails (the contract's `failureLog`).
 */
export function fromContract<E extends AnyEndpoint>(endpoint: E) {
  return {
    query: (arg: ArgOf<E>): FetchArgs => requestOf(endpoint, (arg ?? {}) as RequestOf<E>),
    transformResponse: (answer: unknown): AnswerOf<E> => answer as AnswerOf<E>,
    ...(endpoint.failureLog !== undefined && { extraOptions: { failureLog: endpoint.failureLog } satisfies ReadOptions }),
  };
}

/** Like `fromContract`, with the answer turned into what the screen uses (`answer.lead`, a list read as a list). */
export function fromContractAs<E extends AnyEndpoint, T>(endpoint: E, pick: (answer: AnswerOf<E>) => T) {
  return { ...fromContract(endpoint), transformResponse: (answer: unknown): T => pick(answer as AnswerOf<E>) };
}

/**
 * An endpoint whose body is a multipart form (a file beside the fields: a resume, a floor plan): the
 * browser sets the content type and its boundary, so the argument is the `FormData` itself.
 */
export function fromContractForm<E extends AnyEndpoint>(endpoint: E) {
  return {
    query: (form: FormData): FetchArgs => ({ url: pathOf(endpoint), method: endpoint.method, body: form }),
    transformResponse: (answer: unknown): AnswerOf<E> => answer as AnswerOf<E>,
  };
}
