// `npm run bench:reads`: the API host's reads and rendered pages against a bare Fastify route that
// returns the same bytes from memory, in one run on one machine. autocannon, 10 connections,
// BENCH_SECONDS (3) each, BENCH_ROUNDS (5) times: the server and the bare route take turns, so a burst of
// other load on a shared machine falls on both; the ratio is the median of the rounds' ratios.
// Both sides run in their own process (the bare route in scripts/bench-bare-server.mjs), and autocannon
// in this one: neither side shares a thread with the load generator. (Until 2026-11-23 the bare route ran
// in this process, sharing autocannon's thread, which held it back and flattered the ratio; BENCH_BARE=inline
// measures that way again, to compare with the figures taken then.) Beside the ratio of requests per
// second, each side's CPU time per request (from /proc, Linux) is the steadier figure on a busy machine:
// it does not depend on how much of the CPU the other jobs left over.
// A second bare route sends the same bytes with the real answer's headers as well (security headers, ETag,
// cache rules; not Date, Set-Cookie or the connection's): the ratio to it is what our own per-request work
// costs beyond writing the headers every answer of the site carries.
// The real server gets a valid XSRF cookie, as a browser that loaded a page has.
// Run `npm run build` first. Figures go to docs/benchmarks.md; they are never pass/fail.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { cpuSeconds, median, startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8192);
const barePort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS || 3);
const rounds = Number(process.env.BENCH_ROUNDS || 5);
const targets = ['/backend/projects', '/backend/api/tenders/published', '/', '/tender'];
const inline = process.env.BENCH_BARE === 'inline';

/** Headers every HTTP server writes for itself (or about this connection), left out of the bare copies. */
const SET_BY_ANY_SERVER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie']);

const server = await startServer(port);
/** The bare side: its own process, or (BENCH_BARE=inline) a Fastify in this one. */
const bare = inline ? Fastify({ logger: false }) : fork(path.join(import.meta.dirname, 'bench-bare-server.mjs'), { stdio: 'inherit' });
const barePid = inline ? process.pid : bare.pid;
try {
  const first = await fetch(`${server.base}/backend/api/getlogos`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
  const bodies = [];
  for (const target of targets) {
    const answer = await fetch(`${server.base}${target}`, { headers: { cookie } });
    // Every header of the answer but those the bare server writes itself (or that describe one connection).
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !SET_BY_ANY_SERVER.has(name)));
    bodies.push({ target, status: answer.status, type: answer.headers.get('content-type'), headers, body: Buffer.from(await answer.arrayBuffer()) });
  }
  if (inline) {
    bodies.forEach(({ type, headers, body }, i) => {
      bare.get(`/bare/${i}`, (_request, reply) => reply.type(type).send(body));
      bare.get(`/same/${i}`, (_request, reply) => reply.headers(headers).send(body));
    });
    await bare.listen({ port: barePort, host: '127.0.0.1' });
  } else {
    await new Promise((resolve) => {
      bare.once('message', resolve);
      bare.send({ port: barePort, answers: bodies.map(({ type, headers, body }) => ({ type, headers, body: body.toString('base64') })) });
    });
  }

  /** One autocannon run, with the CPU time the answering process used per request. */
  const measure = async (url, pid, headers = {}) => {
    const before = cpuSeconds(pid);
    const result = await new Promise((resolve, reject) =>
      autocannon({ url, connections: 10, duration: seconds, headers }, (error, done) => (error ? reject(error) : resolve(done))),
    );
    const after = cpuSeconds(pid);
    result.cpuMicros = before === null || after === null ? null : ((after - before) * 1e6) / result.requests.total;
    return result;
  };
  // Warm up both servers (JIT, caches) so the first pair measured is not the cold one.
  for (const [i, { target }] of bodies.entries()) {
    await new Promise((resolve) => autocannon({ url: `${server.base}${target}`, connections: 10, duration: 2, headers: { cookie } }, resolve));
    await new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${barePort}/bare/${i}`, connections: 10, duration: 2 }, resolve));
  }
  // Inline, this process's CPU time is autocannon's and the bare route's together: not shown.
  const micros = (value) => (value === null || inline ? '–' : value.toFixed(0));
  console.log(
    '| read | bytes | server req/s | bare req/s | ratio: median (rounds) | server p99 ms | CPU µs/request: server / bare (median) | ratio to bare with the same headers: median (rounds) |\n|---|---|---|---|---|---|---|---|',
  );
  for (const [i, { target, status, body }] of bodies.entries()) {
    const pairs = [];
    for (let round = 0; round < rounds; round += 1) {
      const real = await measure(`${server.base}${target}`, server.pid, { cookie });
      const plain = await measure(`http://127.0.0.1:${barePort}/bare/${i}`, barePid);
      const same = await measure(`http://127.0.0.1:${barePort}/same/${i}`, barePid);
      pairs.push({ real, plain, ratio: real.requests.average / plain.requests.average, sameRatio: real.requests.average / same.requests.average });
    }
    const middle = pairs.find((pair) => pair.ratio === median(pairs.map((p) => p.ratio)));
    const non2xx = pairs.reduce((sum, pair) => sum + pair.real.non2xx, 0);
    const note = non2xx ? ` (${non2xx} non-2xx)` : '';
    const ratios = pairs.map((pair) => `${(pair.ratio * 100).toFixed(0)}%`).join(' ');
    const sameRatios = pairs.map((pair) => pair.sameRatio);
    const sameList = sameRatios.map((ratio) => `${(ratio * 100).toFixed(0)}%`).join(' ');
    const cpu = (side) => (pairs.some((pair) => pair[side].cpuMicros === null) ? null : median(pairs.map((pair) => pair[side].cpuMicros)));
    console.log(
      `| GET ${target} (${status}) | ${body.length} | ${Math.round(middle.real.requests.average)}${note} | ${Math.round(middle.plain.requests.average)} | ${(middle.ratio * 100).toFixed(0)}% (${ratios}) | ${middle.real.latency.p99} | ${micros(cpu('real'))} / ${micros(cpu('plain'))} | ${(median(sameRatios) * 100).toFixed(0)}% (${sameList}) |`,
    );
  }
} finally {
  if (inline) await bare.close();
  else bare.disconnect();
  await server.stop();
}
