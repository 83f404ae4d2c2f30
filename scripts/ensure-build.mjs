// What ships is built before it runs: `npm start`, the browser tests and the durability test run the
// compiled server (dist/server) and the built client, rebuilt first when missing or older than a file they
// were made from (webpack.config.js writes that list into each build: `.build-sources.json`).
//   node scripts/ensure-build.mjs [server] [client]   builds the named parts that are out of date
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const serverDir = path.join(root, 'dist', 'server');
/** The compiled API host, run with plain node (`--enable-source-maps`: stack traces name the TypeScript). */
export const serverCommand = ['--enable-source-maps', path.join(serverDir, 'main.js')];

const webpackBin = path.join(root, 'node_modules', '.bin', 'webpack');
const relative = (dir) => path.relative(root, dir) || '.';

/** Why the build in `dir` must be made again, or null when it is current. */
export function staleReason(dir) {
  const record = path.join(dir, '.build-sources.json');
  if (!existsSync(record)) return `there is no build in ${relative(dir)}`;
  const { startedAt, sources } = JSON.parse(readFileSync(record, 'utf8'));
  for (const source of sources) {
    const stat = statSync(path.join(root, source), { throwIfNoEntry: false });
    if (!stat) return `${source}, which ${relative(dir)} was built from, is gone`;
    if (stat.mtimeMs > startedAt) return `${source} changed since ${relative(dir)} was built`;
  }
  return null;
}

/**
 * Builds one part (`server`, or `client` into `outDir`) when it is out of date; exits when the build fails.
 * Without the build tools (`npm ci --omit=dev` on a production host) an existing build is used as it is.
 */
export function ensureBuilt(part, outDir = part === 'server' ? serverDir : path.join(root, 'dist', 'client')) {
  const reason = staleReason(outDir);
  if (!reason) return;
  if (!existsSync(webpackBin)) {
    if (existsSync(path.join(outDir, '.build-sources.json'))) {
      console.warn(`${reason}, but the build tools are not installed (npm ci --omit=dev): running the build as it is.`);
      return;
    }
    console.error(`${reason}, and the build tools are not installed: run \`npm install\` and \`npm run build\` (or build elsewhere and copy dist/).`);
    process.exit(1);
  }
  console.log(`Building the ${part}: ${reason}${part === 'client' ? ' (this takes a minute)' : ''}…`);
  const build = spawnSync(webpackBin, ['--mode', 'production', '--config-name', part, '--stats', 'errors-warnings'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(part === 'client' && { CLIENT_DIR: path.relative(root, outDir) }) },
  });
  if (build.status !== 0) {
    console.error(`The ${part} build failed; see the messages above.`);
    process.exit(build.status ?? 1);
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const part of process.argv.slice(2)) ensureBuilt(part);
}
