import type { Tender } from './tender';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type Corrigendum, type TenderDocument, type TenderStatus } from './tender-rules';

/**
 * The tenders desk's records, words and requests (`/api/staff/tenders…`), shared by the server's routes,
 * the desk's screens and the mock. The requests' zod schemas are apart, in `tender-desk.schema.ts` (only the
 * server checks them), so that the public board's chunk, which imports this entity, carries none of it.
 */

/** One row of the desk's list: every tender, published or not. */
export interface StaffTenderSummary {
  id: number;
  TenderNo: string;
  Reference: string;
  TenderDate: string;
  Expiry_Date: string;
  Outcome: string;
  Corrigendum_Date: string;
  Published: boolean;
  status: TenderStatus;
  documents: number;
  corrigenda: number;
}

/** One tender as the desk edits it; `version` goes back with an edit so a stale one is refused (409). */
export interface StaffTenderDetail {
  tender: Tender;
  Published: boolean;
  Changed_At: string;
  status: TenderStatus;
  version: string;
  Documents: TenderDocument[];
  Corrigenda: Corrigendum[];
}

/** `POST /api/staff/tenders`: the fields of a new tender, as an import row names them. */
export interface TenderCreatePayload {
  values: Record<string, unknown>;
}

/** `PATCH /api/staff/tenders/:tenderNo`: the fields that change and the version they were read at. */
export interface TenderEditPayload {
  version: string;
  changes: Record<string, unknown>;
}

export const TENDER_OUTCOME_ACTIONS = ['award', 'cancel', 'reopen'] as const;
export type TenderOutcomeAction = (typeof TENDER_OUTCOME_ACTIONS)[number];

/** The words of the desk's answers and the screens that show them. */
export const TENDER_DESK_MESSAGES = {
  created: (tenderNo: string) => `Tender ${tenderNo} was created. It is on the board if you left it published.`,
  saved: (tenderNo: string) => `Tender ${tenderNo} was saved.`,
  unchanged: (tenderNo: string) => `Tender ${tenderNo}: nothing to change.`,
  published: (tenderNo: string) => `Tender ${tenderNo} is on the board.`,
  unpublished: (tenderNo: string) => `Tender ${tenderNo} is off the board.`,
  outcome: { award: 'is now awarded', cancel: 'is now cancelled', reopen: 'follows its dates again' } as Record<TenderOutcomeAction, string>,
  attached: (tenderNo: string) => `The document was attached to tender ${tenderNo}.`,
  corrigendum: (tenderNo: string) => `The corrigendum was published on tender ${tenderNo}.`,
  fileMissing: 'Choose a file to attach (PDF, XLSX, DWG or ZIP, at most 20 MB).',
  fileTooLarge: 'The file is larger than 20 MB.',
  fileType: 'A tender document must be a PDF, XLSX, DWG or ZIP file.',
  fileEmpty: 'The file is empty.',
  oneFile: 'Attach one file only.',
  stale: 'Someone changed this tender since you opened it. Your changes are still in the form: reload the tender to see theirs, then make yours again.',
} as const;

/**
 * What the desk's forms can tell of a chosen file before sending it: its kind by name, and its size. The
 * server checks the bytes too (`server/tenders/documents.ts`), and its word is the last.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  const type = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(type in DOCUMENT_TYPES)) return TENDER_DESK_MESSAGES.fileType;
  if (file.size === 0) return TENDER_DESK_MESSAGES.fileEmpty;
  if (file.size > MAX_DOCUMENT_BYTES) return TENDER_DESK_MESSAGES.fileTooLarge;
  return null;
}
