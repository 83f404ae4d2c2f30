import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that is about one visitor and must never sit in a shared
 * or browser cache: the answer to every write (log-in, sign-up, forms, vendor registration, log-out)
 * and every answer that sets or clears the session cookie. Reads keep their own caching headers;
 * `GET /api/session` sets `no-store` itself.
 */
async function personalAnswers(app: FastifyInstance): Promise<void> {
  // Synchronous: on a read that sets no cookie it costs two comparisons, not a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const setCookie = reply.getHeader('set-cookie');
    if (setCookie !== undefined) {
      const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
      if (cookies.some((cookie) => cookie.startsWith('vk_session='))) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export const personalAnswersPlugin = fp(personalAnswers, { name: 'personal-answers' });
