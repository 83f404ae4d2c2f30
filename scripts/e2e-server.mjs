// Starts the real API host for the browser tests as it ships (the compiled server, in production mode):
// a fresh SQLite file per port, seeded from content/, serving the built client. Both are built first when
// missing or out of date. Its clock is the test clock of scripts/e2e-clock.mjs: the real time until a test
// writes an offset into data/e2e-<port>/clock-offset (test/e2e/support/server-clock.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root, serverCommand } from './ensure-build.mjs';

const port = process.env.PORT || '8090';
const clientDir = process.env.CLIENT_DIR || 'dist/client';
const dataDir = path.join(root, 'data', `e2e-${port}`);

ensureBuilt('server');
ensureBuilt('client', path.resolve(root, clientDir));

rmSync(dataDir, { recursive: true, force: true });
// One process (plain node), so a signal reaches the server itself.
const clockPreload = pathToFileURL(path.join(root, 'scripts', 'e2e-clock.mjs')).href;
const child = spawn(process.execPath, ['--import', clockPreload, ...serverCommand], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    CLIENT_DIR: clientDir,
    DATA_DIR: dataDir,
    E2E_CLOCK_FILE: path.join(dataDir, 'clock-offset'),
    DATABASE_URL: `sqlite:${path.relative(root, dataDir)}/site.db`,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    WRITE_RATE_LIMIT: process.env.WRITE_RATE_LIMIT || '1000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
