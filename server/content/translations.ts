import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudyTexts, type CaseStudyMarathi } from '@/shared/lib/case-study-text';
import { storedMarathi, translatedFields } from '@/shared/lib/record-schema';
import type { LoadedTable } from './load';

/** One record's Marathi texts that the content lacks (the English is shown for them on Marathi pages). */
export interface MissingTranslation {
  /** The content file, as `content check` names it. */
  from: string;
  /** `record 3` in a JSON list, `row 4` in a spreadsheet. */
  record: string;
  /** The record's key (and name, where the table has one). */
  key: string;
  fields: string[];
}

/**
 * Every translated field (a record schema's `mr` fields, issue 22) that has English text but no Marathi
 * text, per record. Never an error: a missing Marathi text falls back to the English for that field only.
 */
export function missingTranslations(tables: readonly LoadedTable[]): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const table of tables) {
    if (!table.from) continue;
    const fields = translatedFields(table.source.schema);
    if (fields.length === 0) continue;
    const csv = table.from.endsWith('.csv');
    for (const row of table.rows) {
      const marathi = storedMarathi(row.values.mr);
      const lacking = fields.filter((field) => {
        const english = row.values[field];
        return typeof english === 'string' && english.trim() !== '' && !marathi[field];
      });
      if (lacking.length === 0) continue;
      const title = table.source.title ? row.values[table.source.title] : undefined;
      missing.push({
        from: table.from,
        record: csv ? `row ${row.sort_order + 1}` : `record ${row.sort_order}`,
        key: typeof title === 'string' && title !== '' && title !== row.key ? `${row.key} (${title})` : row.key,
        fields: lacking,
      });
    }
  }
  return missing;
}

/** The lines `npm run content -- check` prints for them; one line when nothing is missing. */
export function describeMissingTranslations(missing: readonly MissingTranslation[]): string[] {
  if (missing.length === 0) return ['Marathi: every text has its translation.'];
  const count = missing.reduce((sum, item) => sum + item.fields.length, 0);
  return [
    `Marathi: ${count} ${count === 1 ? 'text has' : 'texts have'} no translation yet (Marathi pages show the English for ${count === 1 ? 'it' : 'them'}):`,
    ...missing.map((item) => `  ${item.from}, ${item.record} (${item.key}): ${item.fields.join(', ')}`),
  ];
}

/**
 * The case studies' texts with no Marathi in `case-studies.mr.json` (the studies are bundled with their
 * screen, not synced: see docs/content.md), one entry per study, fields by place (`sections.2.paragraphs.0`).
 */
export function missingCaseStudyTranslations(contentDir: string): MissingTranslation[] {
  const englishFile = path.join(contentDir, 'case-studies.json');
  if (!existsSync(englishFile)) return [];
  const studies = JSON.parse(readFileSync(englishFile, 'utf8')) as Array<{ slug: string }>;
  const marathiFile = path.join(contentDir, 'case-studies.mr.json');
  const marathi = existsSync(marathiFile) ? (JSON.parse(readFileSync(marathiFile, 'utf8')) as Record<string, CaseStudyMarathi>) : {};
  const missing: MissingTranslation[] = [];
  studies.forEach((study, index) => {
    const translated = caseStudyTexts(marathi[study.slug]);
    const lacking = Object.keys(caseStudyTexts(study)).filter((key) => !translated[key]);
    if (lacking.length > 0) missing.push({ from: 'content/case-studies.mr.json', record: `record ${index + 1}`, key: study.slug, fields: lacking });
  });
  return missing;
}
