// `npm run bench:reads`: the API host's reads and rendered pages against a bare Fastify route that
// returns the same bytes from memory, in one run on one machine. autocannon, 10 connections,
// BENCH_SECONDS (3) each, BENCH_ROUNDS (3) times: the server and the bare route take turns, so a burst of
// other load on a shared machine falls on both; the ratio is the median of the rounds' ratios.
// The real server gets a valid XSRF cookie, as a browser that loaded a page has.
// Run `npm run build` first. Figures go to docs/benchmarks.md; they are never pass/fail.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8192);
const barePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS || 3);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
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
  console.log('| read | bytes | server req/s | bare req/s | ratio: median (rounds) | server p99 ms |\n|---|---|---|---|---|---|');
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [i, { target, status, body }] of bodies.entries()) {
    const pairs = [];
    for (let round = 0; round < rounds; round += 1) {
      const real = await measure(`${server.base}${target}`, { cookie });
      const plain = await measure(`http://127.0.0.1:${barePort}/bare/${i}`);
      pairs.push({ real, plain, ratio: real.requests.average / plain.requests.average });
    }
    const middle = pairs.find((pair) => pair.ratio === median(pairs.map((p) => p.ratio)));
    const non2xx = pairs.reduce((sum, pair) => sum + pair.real.non2xx, 0);
    const note = non2xx ? ` (${non2xx} non-2xx)` : '';
    const ratios = pairs.map((pair) => `${(pair.ratio * 100).toFixed(0)}%`).join(' ');
    console.log(
      `| GET ${target} (${status}) | ${body.length} | ${Math.round(middle.real.requests.average)}${note} | ${Math.round(middle.plain.requests.average)} | ${(middle.ratio * 100).toFixed(0)}% (${ratios}) | ${middle.real.latency.p99} |`,
    );
  }
} finally {
  await bare.close();
  await server.stop();
}
