// `npm start`: builds the server and the client when missing or out of date, then runs the compiled API
// host with plain node in production mode (no TypeScript compiler in the process); it creates, migrates
// and seeds its database on first start. Works on a fresh clone after `npm install`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt, root, serverCommand, serverDir } from './ensure-build.mjs';

ensureBuilt('server');
// `.env` read the same way as the server, the commands and the client build (server/env.ts, compiled).
createRequire(import.meta.url)(path.join(serverDir, 'env.js')).loadEnv();
ensureBuilt('client', path.resolve(root, process.env.CLIENT_DIR || 'dist/client'));

// React, React Router and Redux run their production builds unless the operator asks otherwise.
process.env.NODE_ENV ||= 'production';

// One process (plain node), so signals reach the server itself.
const server = spawn(process.execPath, serverCommand, { cwd: root, stdio: 'inherit', env: process.env });

// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 0)));
