import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadAnswer } from './reads/answers';
import { notModified } from './reads/etag';

/** Sends one cached answer: its bytes, its ETag, `Cache-Control: no-cache`; 304 when the browser has it. */
export function sendReadAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReadAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.status !== 200) return reply.status(answer.status).send(answer.bytes);
  reply.header('cache-control', 'no-cache');
  return notModified(request, reply, answer.etag) ? reply.send() : reply.send(answer.bytes);
}

/**
 * Every read of SPEC section 7, mounted under the base path, answered by the read layer
 * (`reads/answers.ts`: serialized once, kept until content changes). Only published projects, events
 * and tenders leave the server; a tender's `Published` column never does. Every answer revalidates by ETag.
 */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  const { reads } = app;
  for (const path of reads.paths) {
    app.get<{ Querystring: Record<string, unknown> }>(path, (request, reply) => {
      // A cached answer is sent at once; only the first request after a content change waits for the database.
      const ready = reads.ready(path, request.query);
      if (ready) return sendReadAnswer(request, reply, ready);
      return reads.answer(path, request.query).then((answer) => (answer ? sendReadAnswer(request, reply, answer) : reply.callNotFound()));
    });
  }
}
