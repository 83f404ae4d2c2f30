#!/usr/bin/env node
/**
 * Generates every image and video the content refers to, into `content/uploads/`: SVG artwork, demo
 * photographs (JPEG, rasterised from the same scenes with ffmpeg), videos and their posters.
 *
 *   npm run media                 draw every referenced SVG, encode the videos, grab their posters
 *   npm run media -- --no-video   SVGs only (no ffmpeg needed; existing videos are kept)
 *   npm run media -- --prune      also delete files under content/uploads that nothing refers to
 *
 * Videos need Debian's ffmpeg with libx264 and librsvg: `apt-get install -y ffmpeg`.
 * The output is committed, so `npm start` never needs ffmpeg. Deterministic: the same content gives
 * the same bytes, and files whose bytes would not change are not rewritten. Files the generator did
 * not make (no generator mark inside) are never overwritten, so a company's own media are safe.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectMediaRefs, uploadFile } from './media/collect.mjs';
import { planFor } from './media/plan.mjs';
import { carries, copyIfChanged, listFiles, writeIfChanged } from './media/write.mjs';
import { encodeVideo, ffmpegAvailable, grabPoster, POSTER_WIDTHS, rasterisePhoto, scalePoster, VIDEO_MARK } from './media/video.mjs';
import { GENERATOR_MARK } from './media/svg.mjs';
import { DOCUMENT_MARK, demoDocument } from './media/documents.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const withVideo = !args.has('--no-video');
const uploads = path.join(root, 'content', 'uploads');
const tally = { created: 0, updated: 0, unchanged: 0, kept: 0 };
const problems = [];
const note = (status, rel) => {
  tally[status] += 1;
  if (status === 'kept') console.log(`  kept      ${rel} (not made by this script)`);
  else if (status !== 'unchanged') console.log(`  ${status.padEnd(9)} ${rel}`);
};

const { refs, missingConfigs } = await collectMediaRefs(root);
for (const config of missingConfigs) problems.push(`config module not found: ${config}`);

const videos = new Set();
const posters = [];
const photos = [];
for (const ref of refs) {
  const plan = planFor(ref);
  const file = uploadFile(root, ref.path);
  const rel = path.relative(uploads, file);
  if (plan.kind === 'svg') {
    const svg = plan.render();
    if (svg.length > 12_000) console.warn(`  note: ${rel} is ${svg.length} bytes`);
    note(writeIfChanged(file, svg, { mark: GENERATOR_MARK }), rel);
  } else if (plan.kind === 'video') videos.add(plan.name);
  else if (plan.kind === 'poster') posters.push({ name: plan.name, file, rel });
  else if (plan.kind === 'photo') photos.push({ plan, file, rel });
  else if (existsSync(file)) note('kept', rel);
  else problems.push(`no generator for ${ref.path}: add the file by hand (from ${ref.sources.join(', ')})`);
}
for (const poster of posters) videos.add(poster.name);

if (videos.size && withVideo && !ffmpegAvailable()) {
  console.warn('ffmpeg not found: keeping the committed videos (apt-get install -y ffmpeg to regenerate).');
}
if (videos.size && withVideo && ffmpegAvailable()) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'media-'));
  try {
    for (const name of [...videos].sort()) {
      const target = path.join(uploads, 'video', `${name}.mp4`);
      if (existsSync(target) && !carries(target, VIDEO_MARK)) {
        note('kept', `video/${name}.mp4`);
        continue;
      }
      const encoded = path.join(tmp, `${name}.mp4`);
      encodeVideo(name, encoded, tmp);
      note(copyIfChanged(encoded, target), `video/${name}.mp4`);
    }
    for (const poster of posters) {
      const video = path.join(uploads, 'video', `${poster.name}.mp4`);
      // A poster belongs to its video: redrawn with ours, left alone beside someone else's unless missing.
      if (existsSync(poster.file) && !carries(video, VIDEO_MARK)) {
        note('kept', poster.rel);
        continue;
      }
      const grabbed = path.join(tmp, `${poster.name}.jpg`);
      grabPoster(video, grabbed);
      note(copyIfChanged(grabbed, poster.file), poster.rel);
      for (const width of POSTER_WIDTHS) {
        const variant = (file) => file.replace(/\.jpg$/, `-${width}.jpg`);
        note(copyIfChanged(scalePoster(grabbed, width), variant(poster.file)), variant(poster.rel));
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// Tender documents and corrigendum files named in content/tenders.json, under content/tenders/.
const tenderFiles = path.join(root, 'content', 'tenders');
const tenderContent = JSON.parse(readFileSync(path.join(root, 'content', 'tenders.json'), 'utf8'));
const companyContent = JSON.parse(readFileSync(path.join(root, 'content', 'company.json'), 'utf8'));
for (const tender of tenderContent.tenders ?? []) {
  const files = [
    ...(tender.Documents ?? []).map((document) => ({ file: document.File, purpose: document.Title })),
    ...(tender.Corrigenda ?? []).filter((entry) => entry.File).map((entry) => ({ file: entry.File, purpose: 'Corrigendum' })),
  ];
  for (const { file, purpose } of files) {
    const target = path.resolve(tenderFiles, file);
    const rel = path.relative(path.join(root, 'content'), target);
    if (!target.startsWith(tenderFiles + path.sep)) problems.push(`tender file escapes content/tenders: ${file}`);
    else {
      const bytes = demoDocument(tender, file, purpose, companyContent);
      if (bytes) note(writeIfChanged(target, bytes, { mark: DOCUMENT_MARK }), rel);
      else if (existsSync(target)) note('kept', rel);
      else problems.push(`no generator for ${rel} (PDF, XLSX and ZIP only): add the file by hand`);
    }
  }
}

if (photos.length && !ffmpegAvailable()) {
  for (const photo of photos) if (!existsSync(photo.file)) problems.push(`${photo.rel}: demo photos need ffmpeg (apt-get install -y ffmpeg)`);
}
if (photos.length && ffmpegAvailable()) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'photos-'));
  try {
    for (const [index, photo] of photos.entries()) {
      if (existsSync(photo.file) && !carries(photo.file, GENERATOR_MARK)) {
        note('kept', photo.rel);
        continue;
      }
      const made = path.join(tmp, `${index}.jpg`);
      rasterisePhoto(photo.plan.render(), made, tmp, 1000 + index, GENERATOR_MARK);
      note(copyIfChanged(made, photo.file), photo.rel);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const wanted = new Set(refs.map((ref) => path.relative(uploads, uploadFile(root, ref.path))));
for (const name of videos) wanted.add(path.join('video', `${name}.mp4`));
// Each poster's narrower copies (srcset variants) belong to it.
for (const rel of [...wanted]) if (rel.startsWith(`video${path.sep}`) && rel.endsWith('.jpg')) for (const width of POSTER_WIDTHS) wanted.add(rel.replace(/\.jpg$/, `-${width}.jpg`));
const stray = listFiles(uploads).filter((rel) => !wanted.has(rel));
for (const rel of stray) {
  if (args.has('--prune')) {
    unlinkSync(path.join(uploads, rel));
    console.log(`  pruned    ${rel}`);
  } else console.log(`  unused    ${rel} (keep, or run with --prune)`);
}

const files = listFiles(uploads);
const bytes = files.reduce((sum, rel) => sum + statSync(path.join(uploads, rel)).size, 0);
console.log(
  `media: ${refs.length} referenced paths, ${files.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in content/uploads ` +
    `(${tally.created} created, ${tally.updated} updated, ${tally.unchanged} unchanged, ${tally.kept} kept)`,
);
for (const problem of problems) console.error(`media: ${problem}`);
if (problems.length || !existsSync(uploads)) process.exit(1);
