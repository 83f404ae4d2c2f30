// `npm run bench:reads`: the API host's reads and rendered pages against a bare Fastify route that
// returns the same bytes from memory, in one run on one machine. autocannon, 10 connections,
// BENCH_SECONDS (5) each. The real server gets a valid XSRF cookie, as a browser that loaded a page has.
// Run `npm run build` first. Figures go to docs/benchmarks.md; they are never pass/fail.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8192);
const barePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS || 5);
const targets = ['/backend/projects', '/backend/api/tenders/published', '/', '/tender'];

const server = await startServer(port);
const bare = Fastify({ logger: false });
try {
  const first = await fetch(`${server.base}/backend/api/getlogos`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
  const bodies = [];
  for (const target of targets) {
    const answer = await fetch(`${server.base}${target}`, { headers: { cookie } });
    bodies.push({ target, status: answer.status, type: answer.headers.get('content-type'), body: Buffer.from(await answer.arrayBuffer()) });
  }
  bodies.forEach(({ type, body }, i) => bare.get(`/bare/${i}`, (_req, reply) => reply.type(type).send(body)));
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const measure = (url, headers = {}) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: 10, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  // Warm up both servers (JIT, caches) so the first pair measured is not the cold one.
  for (const [i, { target }] of bodies.entries()) {
    await new Promise((resolve) => autocannon({ url: `${server.base}${target}`, connections: 10, duration: 2, headers: { cookie } }, resolve));
    await new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${barePort}/bare/${i}`, connections: 10, duration: 2 }, resolve));
  }
  console.log('| read | bytes | server req/s | bare req/s | ratio | server p99 ms |\n|---|---|---|---|---|---|');
  for (const [i, { target, status, body }] of bodies.entries()) {
    const real = await measure(`${server.base}${target}`, { cookie });
    const plain = await measure(`http://127.0.0.1:${barePort}/bare/${i}`);
    const ratio = real.requests.average / plain.requests.average;
    const non2xx = real.non2xx ? ` (${real.non2xx} non-2xx)` : '';
    console.log(
      `| GET ${target} (${status}) | ${body.length} | ${Math.round(real.requests.average)}${non2xx} | ${Math.round(plain.requests.average)} | ${(ratio * 100).toFixed(0)}% | ${real.latency.p99} |`,
    );
  }
} finally {
  await bare.close();
  await server.stop();
}
