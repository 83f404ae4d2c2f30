// The bare side of `npm run bench:reads`: plain Fastify (no hooks, no logger) in its own process, one
// route per answer returning the same bytes from memory, and one returning them with the same headers too. Forked by bench-reads.mjs, which sends it the
// answers over IPC and is told the port is listening.
import Fastify from 'fastify';

process.once('message', async ({ port, answers }) => {
  const bare = Fastify({ logger: false });
  answers.forEach(({ type, headers, body }, i) => {
    const bytes = Buffer.from(body, 'base64');
    bare.get(`/bare/${i}`, (_request, reply) => reply.type(type).send(bytes));
    // The same answer with the same headers as the real one (security headers, ETag, cache rules…).
    bare.get(`/same/${i}`, (_request, reply) => reply.headers(headers).send(bytes));
  });
  await bare.listen({ port, host: '127.0.0.1' });
  process.send('listening');
  process.once('disconnect', () => bare.close().then(() => process.exit(0)));
});
