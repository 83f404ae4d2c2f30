import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Node answers a request it cannot parse (a broken request line, headers over the limit) before
 * Fastify sees it, with an empty body. This gives those answers the host's `{ success, message }`
 * shape: 431 for headers too large, 408 for a request slower than its bound (config.ts), 400 for anything
 * else; nothing for a socket already gone or one whose answer has begun.
 */
const MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
};

function clientErrorAnswer(error: { code?: string }): { status: number; body: string } {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  return { status, body: JSON.stringify({ success: false, message: MESSAGES[status] }) };
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** Sockets whose request was cut off as too slow (a 408 from here or plugins/body-timeout.ts): its end is no hang-up. */
const tooSlow = new WeakSet<Socket>();

/** Marks `socket`'s request as cut off for arriving too slowly. */
export const markTooSlow = (socket: Socket): void => void tooSlow.add(socket);

/** True when `socket`'s request was answered 408 because it arrived too slowly. */
export const cutOffAsTooSlow = (socket: Socket | null | undefined): boolean => socket != null && tooSlow.has(socket);

/** Header values are the host's own (helmet's, computed at start), but a line break would end the head. */
const headerLine = ([name, value]: readonly [string, string]) => `${name}: ${value.replace(/[\r\n]+/g, ' ')}\r\n`;

/**
 * The handler for Node's `clientError`, with `securityHeaders` (plugins/security-headers.ts: CSP, frame,
 * referrer and content-type policies…) on its answers as on every other answer of the host.
 */
export function clientErrorHandlerWith(securityHeaders: ReadonlyArray<readonly [string, string]>) {
  const security = securityHeaders.map(headerLine).join('');
  return function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    // An answer already under way (a 413 sent while an upload arrives): more bytes would corrupt it.
    const answer = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answer?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, body } = clientErrorAnswer(error);
    if (status === 408) markTooSlow(socket);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        security +
        'Connection: close\r\n\r\n' +
        body,
    );
  };
}

/**
 * The handler for Node's `checkExpectation`: a request whose `Expect` is not `100-continue` is answered 417, as
 * Node would, but in the host's shape and with `securityHeaders` (Node's own 417 has neither).
 */
export function expectationFailedWith(securityHeaders: ReadonlyArray<readonly [string, string]>) {
  const body = JSON.stringify({ success: false, message: 'The request expects something this server does not do.' });
  const headers = {
    ...Object.fromEntries(securityHeaders),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  return function expectationFailed(_request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(417, headers).end(body);
  };
}

/**
 * An HTTP/1.1 request without a `Host` header is refused 400 here rather than by Node (`requireHostHeader`,
 * turned off in app.ts), whose answer has no body and no headers: registered after the security headers, the
 * refusal carries them like every other answer.
 */
async function hostRequired(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.host !== undefined || request.raw.httpVersion !== '1.1') return done();
    void reply.header('connection', 'close').status(400).send({ success: false, message: 'The request has no Host header.' });
  });
}

export const hostRequiredPlugin = fp(hostRequired, { name: 'host-required' });
