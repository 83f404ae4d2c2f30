/** Writes that leave a file untouched when its bytes would not change, so regeneration is a no-op. */
import { mkdirSync, readFileSync, existsSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Returns `'created' | 'updated' | 'unchanged' | 'kept'`. With `mark`, an existing file that does not
 * contain it was put there by someone else and is `kept` as it is.
 */
export function writeIfChanged(file, content, { mark } = {}) {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  if (existsSync(file)) {
    const current = readFileSync(file);
    if (current.equals(bytes)) return 'unchanged';
    if (mark && !current.includes(mark)) return 'kept';
    writeFileSync(file, bytes);
    return 'updated';
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return 'created';
}

/** Copy `from` over `to` only when they differ (and, with `mark`, only over a file that carries it). */
export const copyIfChanged = (from, to, options) => writeIfChanged(to, readFileSync(from), options);

/** True when `file` exists and carries `mark`. */
export const carries = (file, mark) => existsSync(file) && readFileSync(file).includes(mark);

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
