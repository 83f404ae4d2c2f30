/**
 * Every media path the site can ask the API host for: strings starting with `/uploads/` anywhere in
 * `content/*.json`, and in the typed config files that name images. Shared by the generator (what
 * to draw) and `check-content.mjs` (what must exist).
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Typed config modules (TypeScript, read through tsx) whose exported data names media files. */
export const CONFIG_MODULES = [
  'src/features/services/config/catalogue.ts',
  'src/features/services/config/painting-services.ts',
  'src/features/services/config/budget-guide.ts',
  'src/shared/config/service-cards.ts',
];

const LABEL_KEYS = ['alt', 'title', 'name', 'Project_Name', 'EventName', 'Founders_Name', 'Service_Name'];

/** Walks any JSON-like value; calls `found(path, label)` for each `/uploads/` string. */
function walk(value, found, parent) {
  if (typeof value === 'string') {
    if (value.startsWith('/uploads/')) found(value, parent && LABEL_KEYS.map((k) => parent[k]).find((v) => typeof v === 'string' && !v.startsWith('/')));
    return;
  }
  if (Array.isArray(value)) value.forEach((item) => walk(item, found, parent));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v, found, value);
}

/**
 * `[{ path, label, sources }]`, sorted by path. `label` is the nearest human name (an alt text, a
 * project, event or item name), if any, and becomes the image's `<title>`.
 */
export async function collectMediaRefs(root, { configs = CONFIG_MODULES } = {}) {
  const refs = new Map();
  const add = (source) => (mediaPath, label) => {
    const clean = mediaPath.split(/[?#]/)[0];
    const ref = refs.get(clean) ?? { path: clean, label: undefined, sources: [] };
    ref.label ??= label;
    if (!ref.sources.includes(source)) ref.sources.push(source);
    refs.set(clean, ref);
  };
  const contentDir = path.join(root, 'content');
  for (const file of (await readdir(contentDir)).filter((f) => f.endsWith('.json')).sort()) {
    walk(JSON.parse(await readFile(path.join(contentDir, file), 'utf8')), add(`content/${file}`));
  }
  const missingConfigs = [];
  if (configs.length) {
    const { tsImport } = await import('tsx/esm/api');
    for (const config of configs) {
      const file = path.join(root, config);
      if (!existsSync(file)) {
        missingConfigs.push(config);
        continue;
      }
      const module = await tsImport(pathToFileURL(file).href, import.meta.url);
      for (const [name, value] of Object.entries(module)) if (name !== 'default') walk(value, add(config));
    }
  }
  return { refs: [...refs.values()].sort((a, b) => a.path.localeCompare(b.path)), missingConfigs };
}

/** `/uploads/a/b.svg` → `<root>/content/uploads/a/b.svg`, refusing anything that escapes the folder. */
export function uploadFile(root, mediaPath) {
  const base = path.join(root, 'content', 'uploads');
  const file = path.resolve(base, mediaPath.replace(/^\/uploads\//, ''));
  if (!file.startsWith(base + path.sep)) throw new Error(`Media path escapes content/uploads: ${mediaPath}`);
  return file;
}
