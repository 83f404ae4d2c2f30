// `npm run bench:bundle`: what a visitor downloads. Reads the production build (run `npm run build`
// first) and reports the initial bundle (what index.html loads) and every lazily loaded chunk, raw,
// gzip and brotli (the pre-compressed files the server sends).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client');
const indexFile = path.join(dir, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`No build in ${path.relative(root, dir)}: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
function sizes(file) {
  const full = path.join(dir, file);
  const raw = statSync(full).size;
  const gz = existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full)).length;
  const br = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : brotliCompressSync(readFileSync(full)).length;
  return { file, raw, gz, br };
}

const html = readFileSync(indexFile, 'utf8');
const initial = [...html.matchAll(/(?:src|href)="?\/(assets\/[^" >]+\.(?:js|css))/g)].map((m) => m[1]);
const all = readdirSync(path.join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`);
const lazy = all.filter((f) => !initial.includes(f));

const table = (rows) => {
  console.log('| file | raw | gzip | brotli |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.file.replace(/\.[0-9a-f]{10}\./, '.')} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.br)} |`);
  const sum = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gz: a.gz + r.gz, br: a.br + r.br }), { raw: 0, gz: 0, br: 0 });
  console.log(`| **total** | ${kb(sum.raw)} | ${kb(sum.gz)} | **${kb(sum.br)}** |`);
};

console.log(`\n### Initial load (index.html → ${initial.length} files)\n`);
table(initial.map(sizes));
console.log(`\n### Lazily loaded chunks (${lazy.length}, one or more per screen)\n`);
table(lazy.map(sizes).sort((a, b) => b.br - a.br));
