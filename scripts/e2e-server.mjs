// Starts the real API host for the browser tests: a fresh SQLite file per port, seeded from
// content/, serving the built client (built first if missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT || '8090';
const clientDir = process.env.CLIENT_DIR || 'dist/client';
const dataDir = path.join(root, 'data', `e2e-${port}`);

if (!existsSync(path.join(root, clientDir, 'index.html'))) {
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIR: clientDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(dataDir, { recursive: true, force: true });
// One process (node with tsx's loader), so a signal reaches the server itself.
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    CLIENT_DIR: clientDir,
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.relative(root, dataDir)}/site.db`,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    WRITE_RATE_LIMIT: process.env.WRITE_RATE_LIMIT || '1000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
