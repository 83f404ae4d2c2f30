// `npm run export|content|tenders|backup|restore|staff -- …`: runs a staff command (server/cli/NAME.ts).
// Compiled (dist/server/cli/NAME.js, plain node) when the server build is current, as on a production host
// after `npm start` or `npm run build`; from the TypeScript sources with tsx while they are being changed
// (development); compiled as it is when tsx is not installed (`npm ci --omit=dev`).
//   node scripts/command.mjs NAME [ARGS…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, serverDir, staleReason } from './ensure-build.mjs';

const [name, ...args] = process.argv.slice(2);
const compiled = path.join(serverDir, 'cli', `${name}.js`);
const source = path.join(root, 'server', 'cli', `${name}.ts`);
if (!name || !existsSync(source)) {
  console.error(`No staff command "${name ?? ''}" (server/cli/<name>.ts).`);
  process.exit(2);
}
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const current = existsSync(compiled) && staleReason(serverDir) === null;
const [command, commandArgs] =
  current || !existsSync(tsx) ? [process.execPath, ['--enable-source-maps', compiled, ...args]] : [tsx, [source, ...args]];
if (command === process.execPath && !existsSync(compiled)) {
  console.error('The staff commands are not built and tsx is not installed: run `npm install` and `npm run build`.');
  process.exit(1);
}

const child = spawn(command, commandArgs, { cwd: process.cwd(), stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 0)));
