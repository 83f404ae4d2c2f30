/** Writes that leave a file untouched when its bytes would not change, so regeneration is a no-op. */
import { mkdirSync, readFileSync, existsSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Returns `'created' | 'updated' | 'unchanged'`. */
export function writeIfChanged(file, content) {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  if (existsSync(file)) {
    if (readFileSync(file).equals(bytes)) return 'unchanged';
    writeFileSync(file, bytes);
    return 'updated';
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return 'created';
}

/** Copy `from` over `to` only when they differ. */
export const copyIfChanged = (from, to) => writeIfChanged(to, readFileSync(from));

/** Every file under `dir`, relative to it, sorted. */
export function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}
