import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { isIsoDay } from '@/entities/tender/model/tender-rules';
import { corrigendumDeadlineProblem } from '@/entities/tender/model/corrigendum-text';
import type { ContentCorrigendum, ContentDocument } from '@/entities/tender/model/tender.schema';
import { DocumentError } from './documents';
import { addCorrigendum, attachDocument } from './store';

/** Documents and corrigenda named in `content/tenders.json`, with files under `content/tenders/`. */
const TENDER_FILES_DIR = 'tenders';

class TenderContentError extends Error {}

function readContentFile(contentDir: string, tenderNo: string, file: string): Buffer {
  const base = path.join(contentDir, TENDER_FILES_DIR);
  const full = path.resolve(base, file);
  if (!full.startsWith(base + path.sep)) throw new TenderContentError(`content/tenders.json, tender ${tenderNo}: ${file} escapes content/${TENDER_FILES_DIR}/.`);
  if (!existsSync(full)) {
    throw new TenderContentError(`content/tenders.json, tender ${tenderNo}: content/${TENDER_FILES_DIR}/${file} is missing (run \`npm run media\`).`);
  }
  return readFileSync(full);
}

/** Seeds the documents and corrigenda of the content's tenders (already date-shifted), inside the seed's transaction. */
export async function seedTenderAttachments(trx: Transaction<DB>, contentDir: string, tenders: Array<Record<string, unknown>>): Promise<void> {
  for (const tender of tenders) {
    const tenderNo = String(tender.TenderNo);
    const documents = (tender.Documents as ContentDocument[] | undefined) ?? [];
    const corrigenda = (tender.Corrigenda as ContentCorrigendum[] | undefined) ?? [];
    try {
      for (const document of documents) {
        const data = readContentFile(contentDir, tenderNo, document.File);
        await attachDocument(trx, { tenderNo, title: document.Title, fileName: path.basename(document.File), data });
      }
      for (const corrigendum of corrigenda) {
        if (!isIsoDay(corrigendum.Date) || !corrigendum.Text?.trim()) {
          throw new TenderContentError(`content/tenders.json, tender ${tenderNo}: a corrigendum needs a Date (yyyy-MM-dd) and a Text.`);
        }
        // The same rule as the desk and the CLI, for a corrigendum that sets a deadline (the one before it is not kept here).
        const contradiction = corrigendumDeadlineProblem({ text: corrigendum.Text, newDeadline: corrigendum.New_Deadline ?? '', currentDeadline: '' });
        if (corrigendum.New_Deadline && contradiction) {
          throw new TenderContentError(`content/tenders.json, tender ${tenderNo}: the corrigendum of ${corrigendum.Date}'s text ${contradiction}.`);
        }
        let documentId: number | null = null;
        if (corrigendum.File) {
          const data = readContentFile(contentDir, tenderNo, corrigendum.File);
          documentId = await attachDocument(trx, { tenderNo, title: `Corrigendum of ${corrigendum.Date}`, fileName: path.basename(corrigendum.File), data });
        }
        await addCorrigendum(trx, { tenderNo, date: corrigendum.Date, text: corrigendum.Text, newDeadline: corrigendum.New_Deadline ?? '', documentId });
      }
    } catch (error) {
      if (error instanceof DocumentError) throw new TenderContentError(`content/tenders.json, tender ${tenderNo}: ${error.message}`);
      throw error;
    }
  }
  // The seed is not a change vendors must hear of.
  await trx.updateTable('tenders').set({ Changed_At: '' }).execute();
}
