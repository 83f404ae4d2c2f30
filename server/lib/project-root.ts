import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root (the folder holding package.json), where `data/`, `content/`, `dist/client` and
 * `.env` are found by default. Found by walking up, not by a fixed `..`: the server runs from `server/`
 * under tsx and Jest, but compiled from `dist/server/` (and its `cli/` and `chunks/`) in production.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..');
  }
}

export const projectRoot = findProjectRoot(__dirname);
