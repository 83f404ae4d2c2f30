// `npm start`: builds the client if it has not been built, then runs the API host, which creates,
// migrates and seeds its database on first start. Works on a fresh clone after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';

const root = path.resolve(import.meta.dirname, '..');
// `.env` read the same way as the server, the commands and the client build (server/env.ts).
tsxRequire('../server/env.ts', import.meta.url).loadEnv();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client');

if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.log(`No built client in ${path.relative(root, clientDir)}; building it first (this takes a minute)…`);
  const build = spawnSync(bin('webpack'), ['--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIR: path.relative(root, clientDir) },
  });
  if (build.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

// One process (node with tsx's loader), so signals reach the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });

// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 0)));
