// The npm registry reachable from our machines serves only the Linux builds of unrs-resolver's
// platform bindings (used by Jest 30 and eslint-plugin-import-x), so `npm install` leaves the other
// platforms' optional entries out of package-lock.json and `npm ci` then refuses the lock file.
// This adds those entries (platform-gated, never fetched on Linux) so `npm ci` accepts the lock.
// Run it after any `npm install` that rewrites the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const suffix = name.replace(/^@unrs\/resolver-binding-/, '');
  const [os, cpu, abi] = suffix.split('-');
  const entry = { os: [os], cpu: [cpu === 'arm' ? 'arm' : cpu] };
  if (os === 'linux') entry.libc = [abi && abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [key, meta] of Object.entries(packages)) {
  if (!meta.optionalDependencies) continue;
  for (const [name, version] of Object.entries(meta.optionalDependencies)) {
    if (!name.startsWith('@unrs/resolver-binding-')) continue;
    const at = `node_modules/${name}`;
    if (packages[at]) continue;
    const { os, cpu, libc } = platformOf(name);
    packages[at] = { version, cpu, dev: meta.dev || undefined, ...(libc ? { libc } : {}), license: 'MIT', optional: true, os };
    added += 1;
  }
  void key;
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entries added`);
