import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that is about one visitor and must never sit in a shared
 * or browser cache: the answer to every write (log-in, sign-up, forms, vendor registration, log-out)
 * and every answer that sets or clears the session cookie. Reads keep their own caching headers;
 * `GET /api/session` sets `no-store` itself.
 */
async function personalAnswers(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    const setCookie = reply.getHeader('set-cookie');
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
    const touchesSession = cookies.some((cookie) => cookie.startsWith('vk_session='));
    if (write || touchesSession) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export const personalAnswersPlugin = fp(personalAnswers, { name: 'personal-answers' });
