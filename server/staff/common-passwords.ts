import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root';

/**
 * The common-password list a staff password is checked against (`common-passwords.txt`: where it comes
 * from, and its licence, are in its first lines). Only passwords of 12 characters or more are in it:
 * shorter ones are refused for their length. Read once, on first use.
 */

/** From the project root, not `__dirname`: the compiled server runs from `dist/server`, where the file is not copied. */
const LIST_FILE = path.join(projectRoot, 'server', 'staff', 'common-passwords.txt');

let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('# ')),
  );
  return list.has(password.toLowerCase());
}
