import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createI18n, type Catalogue, type I18n, type LoadedMessages } from '@/shared/i18n';

const SRC = path.resolve(__dirname, '../../src');

/** Every `*-text.ts` module under src/: where the catalogues are declared (`defineCatalogue`). */
function catalogueFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return /-text\.ts$/.test(entry.name) ? [full] : [];
  });
}

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value && 'loadMarathi' in value;

/** Every catalogue of the site, found by its file name, so a new one is checked without being listed. */
export function allCatalogues(): Catalogue[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found at run time, not named
  return catalogueFiles().flatMap((file) => Object.values(require(file) as Record<string, unknown>).filter(isCatalogue));
}

/** Every Marathi message, as a Marathi page would carry those of its screens. */
export async function marathiMessages(): Promise<LoadedMessages> {
  const catalogues = allCatalogues();
  const modules = await Promise.all(catalogues.map((catalogue) => catalogue.loadMarathi()));
  return Object.fromEntries(catalogues.map((catalogue, index) => [catalogue.namespace, modules[index].default]));
}

/** A Marathi page's i18n, with its messages in hand as the page brings them (no catalogue loads during render). */
export async function marathiI18n(): Promise<I18n> {
  return createI18n('mr', await marathiMessages());
}
