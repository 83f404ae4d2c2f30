import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest, onRequestAbortHookHandler } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/db-faults';
import { isDomainError } from '../lib/domain-error';
import { cutOffAsTooSlow } from './client-errors';

/** Messages for the framework's own 4xx errors, in words a visitor understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_FIELDS_LIMIT: 'Too many fields were sent.',
  FST_PARTS_LIMIT: 'Too many parts were sent.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This content type is not accepted here.',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How a request stream ends when its client goes away: a reset, an abort, or a stream closed before its end. */
const HANG_UP_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * True when `error` is the client hanging up before its request had all arrived: the request is incomplete
 * and its connection gone, and the error is the stream's own (Node's `aborted` is an ECONNRESET). A database's
 * ECONNRESET comes while the client still waits, on a request that has arrived, so it stays a database fault.
 */
function isClientHangUp(error: FastifyError, request: FastifyRequest): boolean {
  const { raw } = request;
  const gone = raw.aborted || raw.socket?.destroyed !== false;
  return !raw.complete && gone && ((error.code !== undefined && HANG_UP_CODES.has(error.code)) || error.message === 'aborted');
}

/**
 * One error handler for the whole host: every answer is `{ success: false, message }`, 4xx keep
 * their status, and a 5xx never shows its details (they go to the log).
 */
async function errors(app: FastifyInstance): Promise<void> {
  // A request whose connection went before all of it arrived (a JSON body or an upload cut off): one info line,
  // never an error, since operators alert on level 50 (docs/operations.md, "Logs"). Only on the routes that
  // take a body: the hook costs a listener per request, and a read has nothing left to arrive.
  const logCutOff: onRequestAbortHookHandler = (request, done) => {
    request.log.info(cutOffAsTooSlow(request.raw.socket) ? 'request too slow: answered 408 and closed' : 'client hung up before the request arrived');
    done();
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), logCutOff];
  });
  app.setErrorHandler((error: FastifyError & { errors?: Record<string, string>; headers?: Record<string, string> }, request, reply) => {
    // A service's refusal: its kind is its status (`STATUS_OF_KIND`, the one mapping).
    if (isDomainError(error)) {
      if (error.headers) void reply.headers(error.headers);
      const body: Record<string, unknown> = { ...error.extra, success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = String(issue.instancePath || '').replace(/^\//, '') || String(issue.params?.missingProperty ?? 'request');
        errors[field] = issue.message ?? 'Invalid value';
      }
      return reply.status(400).send({ success: false, message: 'Some values are not valid.', errors });
    }
    // Nobody is left to answer, and the hook below has logged why: a visitor's doing, not the host's.
    if (isClientHangUp(error, request)) {
      return reply.status(400).send({ success: false, message: 'The request was cut off.' });
    }
    // The database cannot write or cannot be reached: say so (503, try again), and log its own error.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '30').send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A deliberate 503 (the hashing queue is full): its own message and Retry-After.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (status === 503 && typeof retryAfter === 'number') {
      request.log.warn({ reason: error.message }, 'service busy');
      return reply.status(503).header('retry-after', String(retryAfter)).send({ success: false, message: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again later.' });
    }
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'The request could not be handled.';
    const body: Record<string, unknown> = { success: false, message };
    if (error.errors) body.errors = error.errors;
    if (error.headers) void reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

export const errorHandlerPlugin = fp(errors, { name: 'errors' });
