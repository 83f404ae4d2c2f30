// Starts the real server as `npm start` runs it (the compiled server, plain node, production mode) on a
// fresh SQLite database for a benchmark, and stops it. `CLIENT_DIR` picks the built client (default
// dist/client). Until 2026-11-29 it ran server/main.ts through tsx.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, serverCommand } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function startServer(port, extraEnv = {}) {
  const dataDir = path.join(root, 'data', `bench-${port}`);
  // A fresh database every time. The image variants are kept (each is remade only when its source is
  // newer) and the missing ones made first, as `npm run content -- sync` does on a deployment: left to the
  // server's start-up, they would be made while the first address is measured.
  for (const entry of existsSync(dataDir) ? readdirSync(dataDir) : []) {
    if (entry !== 'variants') rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.relative(root, dataDir)}/site.db`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production refuses to start without its public address (robots.txt, canonical URLs).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  // The content folder the server will read (server/config.ts: CONTENT_DIR, else content/).
  const prepare = `const images = await import('./server/content/images.ts');
    const { prepareImages } = images.default ?? images;
    const report = await prepareImages({ contentDir: ${JSON.stringify(path.resolve(root, env.CONTENT_DIR || 'content'))}, dataDir: ${JSON.stringify(dataDir)} });
    if (report.failed.length) console.error(report.failed);`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', prepare], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // What `npm start` runs: the compiled server (built first when missing or older than its sources).
  ensureBuilt('server');
  const child = spawn(process.execPath, serverCommand, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
/** CPU seconds (user + system) a process has used so far, or null where /proc is not there. */
export function cpuSeconds(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}
