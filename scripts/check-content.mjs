#!/usr/bin/env node
/**
 * Fails (exit 1) when a media path named by the content is missing from `content/uploads/`, when an
 * SVG made by `generate-media.mjs` lacks its size, viewBox or title, or when the uploads outgrow
 * their budget. A company's own SVGs are only required to exist.
 * Reads `content/*.json` and the typed config modules listed in `scripts/media/collect.mjs`.
 *
 *   node scripts/check-content.mjs
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectMediaRefs, uploadFile } from './media/collect.mjs';
import { listFiles } from './media/write.mjs';
import { GENERATOR_MARK } from './media/svg.mjs';

const UPLOADS_BUDGET_BYTES = 6 * 1024 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uploads = path.join(root, 'content', 'uploads');
const failures = [];

const { refs, missingConfigs } = await collectMediaRefs(root);
for (const config of missingConfigs) failures.push(`config module not found: ${config}`);

for (const ref of refs) {
  let file;
  try {
    file = uploadFile(root, ref.path);
  } catch (error) {
    failures.push(`${ref.path}: ${error.message} (from ${ref.sources.join(', ')})`);
    continue;
  }
  if (!existsSync(file)) {
    failures.push(`missing ${ref.path} (from ${ref.sources.join(', ')})`);
    continue;
  }
  const head = file.endsWith('.svg') ? readFileSync(file, 'utf8').slice(0, 1000) : '';
  if (head.includes(GENERATOR_MARK)) {
    const lacks = ['width=', 'height=', 'viewBox=', '<title>'].filter((needle) => !head.includes(needle));
    if (lacks.length) failures.push(`${ref.path}: the <svg> lacks ${lacks.join(', ')}`);
  }
}

// Tender documents and corrigendum files named by content/tenders.json live under content/tenders/.
const tenderFile = path.join(root, 'content', 'tenders.json');
if (existsSync(tenderFile)) {
  const json = JSON.parse(readFileSync(tenderFile, 'utf8'));
  const tenders = Array.isArray(json) ? json : (json.tenders ?? []);
  for (const tender of tenders) {
    const named = [...(tender.Documents ?? []).map((document) => document.File), ...(tender.Corrigenda ?? []).map((entry) => entry.File).filter(Boolean)];
    for (const file of named) {
      if (!existsSync(path.join(root, 'content', 'tenders', file))) failures.push(`missing content/tenders/${file} (from content/tenders.json, tender ${tender.TenderNo})`);
    }
  }
}

const files = listFiles(uploads);
const bytes = files.reduce((sum, rel) => sum + statSync(path.join(uploads, rel)).size, 0);
if (bytes > UPLOADS_BUDGET_BYTES) failures.push(`content/uploads is ${(bytes / 1048576).toFixed(2)} MB, over the ${UPLOADS_BUDGET_BYTES / 1048576} MB budget`);

if (failures.length) {
  console.error(`check-content: ${failures.length} problem(s)`);
  for (const failure of failures) console.error(`  - ${failure}`);
  console.error('Run `npm run media` to regenerate the demo media, or add the files under content/uploads/.');
  process.exit(1);
}
console.log(`check-content: ${refs.length} media paths, all present; content/uploads holds ${files.length} files, ${(bytes / 1048576).toFixed(2)} MB.`);
