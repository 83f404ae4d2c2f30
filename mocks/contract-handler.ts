import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import type { ZodTypeAny } from 'zod';
import { API_URL } from '@/shared/config/env';
import type { AnswerAt, Answers, Endpoint, HttpMethod, PathParamNames } from '@/shared/contracts/endpoint';

/**
 * msw handlers typed by the endpoint's contract: the path comes from the contract (never written again
 * here) and every answer must be one the contract declares, for its status. A handler answers from a
 * fixture; the rules (who may, which state follows) are the server's, tested there, not re-written here.
 *
 *   mockEndpoint(logosRead, () => answer(logosRead, demoLogos))
 *   server.use(mockEndpoint(askQuestion, () => answer(askQuestion, { success: false, message: '…' }, 409)))
 */

type AnyEndpoint = Endpoint<HttpMethod, string, Answers, ZodTypeAny | undefined, ZodTypeAny | undefined, ZodTypeAny | undefined>;

/** Any answer the contract declares, whatever its status. */
type AnyAnswerOf<E extends AnyEndpoint> = { [S in keyof E['answers']]: AnswerAt<E, S> }[keyof E['answers']];

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** The contract's answer for `status` (its success, 200, unless told). */
export function answer<E extends AnyEndpoint, S extends keyof E['answers'] & number>(
  _endpoint: E,
  value: AnswerAt<E, S>,
  status?: S,
): HttpResponse<AnyAnswerOf<E> & DefaultBodyType> {
  return HttpResponse.json(value as AnyAnswerOf<E> & DefaultBodyType, { status: status ?? 200 });
}

/** A handler for one endpoint at the contract's path, under the API's base URL as the client calls it. */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  resolver: HttpResponseResolver<PathParams<PathParamNames<E['path']>>, DefaultBodyType, AnyAnswerOf<E> & DefaultBodyType>,
): HttpHandler {
  return METHODS[endpoint.method](`${API_URL}${endpoint.path}`, resolver as HttpResponseResolver);
}

/** A handler that always answers the same fixture (a read's demo content). */
export function fixtureEndpoint<E extends AnyEndpoint, S extends keyof E['answers'] & number>(endpoint: E, value: AnswerAt<E, S>, status?: S): HttpHandler {
  return mockEndpoint(endpoint, () => answer(endpoint, value, status));
}
