// `npm run bench:start`: what the compiled server saves at start-up. Starts the API host again and again,
// alternating four ways, on one prepared database:
//   tsx          node --import tsx server/main.ts (what `npm start` ran before: tsx, development mode)
//   tsx, prod    the same with NODE_ENV=production (separates the compiler from React's mode)
//   compiled     node --enable-source-maps dist/server/main.js, NODE_ENV=production (what `npm start` runs),
//                and the same without source maps (what they cost)
// and reports, median of BENCH_RUNS (default 5) after one discarded warm-up each (tsx's cache warm, as on
// a restart): spawn to the first 200 from /healthz, the first rendered page, the resident memory (RSS of
// the process and its children) at that 200 and after rendering each address once. Builds dist/ first
// when out of date. Figures go to docs/benchmarks.md; they are not pass/fail.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, root, serverCommand } from './ensure-build.mjs';

const runs = Number(process.env.BENCH_RUNS || 5);
const pages = ['/', '/aboutus', '/services', '/projects', '/events', '/gallery', '/career', '/contactus', '/tender'];
const ways = [
  { name: 'tsx (before)', args: ['--import', 'tsx', 'server/main.ts'], env: {} },
  { name: 'tsx, NODE_ENV=production', args: ['--import', 'tsx', 'server/main.ts'], env: { NODE_ENV: 'production' } },
  { name: 'compiled, without --enable-source-maps', args: serverCommand.filter((arg) => arg !== '--enable-source-maps'), env: { NODE_ENV: 'production' } },
  { name: 'compiled (now)', args: serverCommand, env: { NODE_ENV: 'production' } },
];

ensureBuilt('server');
ensureBuilt('client');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const baseEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`,
  ENV_FILE: 'none',
  LOG_LEVEL: 'warn',
  SMTP_HOST: '',
  PUBLIC_URL: 'https://www.example.in',
};
delete baseEnv.NODE_ENV;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident memory in MB of a process and everything it started (tsx runs esbuild as a child). */
function treeRssMb(pid) {
  let kb = 0;
  const visit = (id) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) visit(child);
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return kb / 1024;
}

async function once(way) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, way.args, { cwd: root, env: { ...baseEnv, ...way.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const ok = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`${way.name}: the server ended before it answered`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ready = performance.now() - started;
    const rssReady = treeRssMb(child.pid);
    const before = performance.now();
    const first = await fetch(`${origin}/`);
    await first.arrayBuffer();
    const firstPage = performance.now() - before;
    for (const page of pages) {
      const response = await fetch(`${origin}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${way.name}: ${page} answered ${response.status}`);
    }
    return { ready, firstPage, rssReady, rssPages: treeRssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const samples = new Map(ways.map((way) => [way, []]));
try {
  // The database (made by a first start) and its photo variants (made by the content sync) prepared once,
  // so no start below does that work.
  await once(ways.at(-1));
  const sync = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/content.ts', 'sync'], { cwd: root, env: baseEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  if (sync.status !== 0) throw new Error('The content sync failed.');
  for (const way of ways) await once(way);
  for (let run = 0; run < runs; run += 1) {
    for (const way of ways) samples.get(way).push(await once(way));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, median of ${runs}\n`);
console.log('| server | spawn → /healthz 200 | first page (/) | RSS at 200 | RSS after 9 pages |\n|---|---|---|---|---|');
for (const [way, list] of samples) {
  const pick = (key) => median(list.map((sample) => sample[key]));
  console.log(`| ${way.name} | ${pick('ready').toFixed(0)} ms | ${pick('firstPage').toFixed(0)} ms | ${pick('rssReady').toFixed(0)} MB | ${pick('rssPages').toFixed(0)} MB |`);
}
