import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadAnswer } from './answers';
import { notModified } from './etag';

/**
 * Sends one answer: its bytes with `Cache-Control: no-cache` and its ETag (304 when the browser has it) for
 * content, `private, no-store` for an answer about the visitor; a refusal as it is.
 */
function sendReadAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReadAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.personal) return reply.status(answer.status).header('cache-control', 'no-store').send(answer.bytes);
  if (answer.status !== 200) return reply.status(answer.status).send(answer.bytes);
  reply.header('cache-control', 'no-cache');
  return notModified(request, reply, answer.etag) ? reply.send() : reply.send(answer.bytes);
}

/**
 * Every read of the API, one route per entry of the read table (`read-table.ts`), mounted under the
 * base path: each declares its answers per status, and is answered by the read layer (`answers.ts`),
 * the same one server rendering asks. Only published projects, events and tenders leave the server; a
 * tender's `Published` column never does. Content answers revalidate by ETag.
 */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  const { reads } = app;
  for (const definition of reads.definitions) {
    const { path } = definition;
    app.get<{ Querystring: Record<string, unknown> }>(path, { schema: { response: definition.response } }, (request, reply) => {
      // A cached answer is sent at once; only the first request after a content change waits for the database.
      const ready = reads.ready(path, request.query);
      if (ready) return sendReadAnswer(request, reply, ready);
      return reads.answer(path, request.query, request).then((answer) => (answer ? sendReadAnswer(request, reply, answer) : reply.callNotFound()));
    });
  }
}
