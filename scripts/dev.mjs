// `npm run dev`: the API host on 8081 (restarted on server changes) and webpack-dev-server with hot
// reload on 8080, which proxies /backend to it. Stopping either stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT || '8081';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: process.env.HOST || '127.0.0.1' },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, PORT: process.env.PORT || '8080' },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  let left = children.filter((child) => child.exitCode === null && child.signalCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) child.on('exit', () => --left <= 0 && process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
