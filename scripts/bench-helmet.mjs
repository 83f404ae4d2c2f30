// `npm run bench:helmet`: what setting helmet's headers from a list computed at start
// (server/plugins/security-headers.ts) saves against `@fastify/helmet`, which runs helmet's middleware on
// every request. One small JSON route (content/projects.json, as `/backend/projects` answers), three
// processes: headers by our plugin, by @fastify/helmet, none. autocannon (10 connections, BENCH_SECONDS (3)
// each) takes them in turn for BENCH_ROUNDS (5) rounds, so a burst of other load falls on all three; the
// figures are the medians. CPU time per request (from /proc, Linux) is the steadier figure on a shared
// machine. Figures go to docs/benchmarks.md; they are never pass/fail.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, median } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8292);
const seconds = Number(process.env.BENCH_SECONDS || 3);
const rounds = Number(process.env.BENCH_ROUNDS || 5);
const VARIANTS = ['shim', 'plugin', 'none'];
const LABELS = {
  shim: 'our plugin (helmet once at start)',
  plugin: '@fastify/helmet (helmet per request)',
  none: 'no security headers',
};


const body = readFileSync(path.join(import.meta.dirname, '..', 'content', 'projects.json'), 'utf8');
const servers = new Map();
try {
  for (const [index, variant] of VARIANTS.entries()) {
    const child = fork(path.join(import.meta.dirname, 'bench-helmet-server.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    await new Promise((resolve) => {
      child.once('message', resolve);
      child.send({ variant, port: port + index, body });
    });
    servers.set(variant, { child, url: `http://127.0.0.1:${port + index}/projects` });
  }
  const run = (url, duration) =>
    new Promise((resolve, reject) => autocannon({ url, connections: 10, duration }, (error, result) => (error ? reject(error) : resolve(result))));
  const headerBytes = async (url) => {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    return [...answer.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  };
  // Both ways must send the same headers, or the comparison says nothing.
  const securityHeaders = async (url) => {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    return JSON.stringify([...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).sort());
  };
  if ((await securityHeaders(servers.get('shim').url)) !== (await securityHeaders(servers.get('plugin').url))) {
    throw new Error('Our plugin and @fastify/helmet sent different headers.');
  }
  // Warm-up (JIT) before anything is measured.
  for (const { url } of servers.values()) await run(url, 2);
  const results = new Map(VARIANTS.map((variant) => [variant, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of VARIANTS) {
      const { child, url } = servers.get(variant);
      const before = cpuSeconds(child.pid);
      const result = await run(url, seconds);
      const after = cpuSeconds(child.pid);
      results.get(variant).push({
        rps: result.requests.average,
        p99: result.latency.p99,
        cpuMicros: before === null || after === null ? null : ((after - before) * 1e6) / result.requests.total,
      });
    }
  }
  console.log(`body ${Buffer.byteLength(body)} bytes, ${rounds} rounds of ${seconds} s, 10 connections\n`);
  console.log('| headers set by | header bytes | req/s: median (rounds) | p99 ms | CPU µs/request: median (rounds) |\n|---|---|---|---|---|');
  for (const variant of VARIANTS) {
    const rows = results.get(variant);
    const cpu = rows.every((row) => row.cpuMicros !== null) ? rows.map((row) => row.cpuMicros) : null;
    console.log(
      `| ${LABELS[variant]} | ${await headerBytes(servers.get(variant).url)} | ${Math.round(median(rows.map((row) => row.rps)))} (${rows.map((row) => Math.round(row.rps)).join(' ')}) | ` +
        `${median(rows.map((row) => row.p99))} | ${cpu ? `${median(cpu).toFixed(0)} (${cpu.map((value) => value.toFixed(0)).join(' ')})` : '–'} |`,
    );
  }
} finally {
  for (const { child } of servers.values()) child.disconnect();
}
