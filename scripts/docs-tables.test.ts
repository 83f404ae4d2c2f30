import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder tables of the README and of docs/architecture.md name the tree as it is: every slice of
 * `src/features`, `src/entities`, `src/widgets` and `src/pages` (when it exists) and every top folder of
 * `server/` is named in a table row of each, as a quoted path (`src/features/auth`, `server/db`), and no row
 * names a folder that is gone. The tree is read when the test runs, so a new slice fails here until it has
 * its row.
 */

const root = path.join(__dirname, '..');
const LAYERS = ['src/features', 'src/entities', 'src/widgets', 'src/pages', 'server'];

function foldersOf(layer: string): string[] {
  const dir = path.join(root, layer);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${layer}/${entry.name}`)
    .sort();
}

const tree = LAYERS.flatMap(foldersOf);

/** The layer folders a document's table rows name: `` `src/entities/tender` `` or `` `server/db/` ``, not a file inside one. */
function tableFolders(document: string): Set<string> {
  const text = readFileSync(path.join(root, document), 'utf8');
  const named = new Set<string>();
  for (const row of text.split('\n').filter((line) => line.startsWith('|'))) {
    for (const match of row.matchAll(/`((?:src\/(?:features|entities|widgets|pages)|server)\/[\w-]+)\/?`/g)) named.add(match[1]);
  }
  return named;
}

it('reads the tree, not a list written here', () => {
  expect(tree).toContain('src/widgets/shell');
  expect(tree).toContain('src/entities/tender');
  expect(tree).toContain('server/db');
  expect(tree).not.toContain('server/db/migrations');
});

describe.each(['README.md', 'docs/architecture.md'])('%s', (document) => {
  it('names every slice and server folder in a table', () => {
    const named = tableFolders(document);
    expect(tree.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names no folder that is not there', () => {
    const gone = [...tableFolders(document)].filter((folder) => !existsSync(path.join(root, folder))).sort();
    expect(gone).toEqual([]);
  });
});
