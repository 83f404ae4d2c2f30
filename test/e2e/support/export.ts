import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const port = process.env.E2E_PORT || '8090';

/**
 * Runs `npm run export -- <kind> --format json` against the e2e server's database (scripts/e2e-server.mjs:
 * a fresh SQLite database per port), so a browser test reads back what it sent the way staff would.
 */
export function exported(kind: string): Array<Record<string, unknown>> {
  const output = execFileSync('npx', ['tsx', 'server/cli/export.ts', kind, '--format', 'json'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:data/e2e-${port}/site.db` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}
