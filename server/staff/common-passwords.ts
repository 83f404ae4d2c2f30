import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root';

/**
 * The common-password list a staff password is checked against (`common-passwords.txt`: where it comes
 * from, and its licence, are in its first lines). Only passwords of 12 characters or more are in it:
 * shorter ones are refused for their length. Read once, on first use.
 */

let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    // From the repository, not beside this file: compiled, this code runs from dist/server, where the list is not copied.
    readFileSync(path.join(projectRoot, 'server/staff/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('# ')),
  );
  return list.has(password.toLowerCase());
}
