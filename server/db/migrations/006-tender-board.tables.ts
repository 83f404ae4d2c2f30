import type { Generated } from 'kysely';

/**
 * Tables of the tender board beyond the `tenders` content table (migration 006): the documents
 * attached to a tender and its corrigenda. Dates are `yyyy-MM-dd`; timestamps ISO strings.
 */

export interface TenderDocumentsTable {
  id: Generated<number>;
  tender_no: string;
  title: string;
  /** The name the file downloads as: letters, digits, dot, dash and underscore only. */
  file_name: string;
  /** `pdf`, `xlsx`, `dwg` or `zip` (checked against the bytes when attached). */
  type: string;
  size: number;
  sha256: string;
  data: Buffer;
  created_at: string;
}

export interface TenderCorrigendaTable {
  id: Generated<number>;
  tender_no: string;
  published_on: string;
  text: string;
  /** The bid deadline this corrigendum set, or ''. */
  new_deadline: Generated<string>;
  document_id: number | null;
  created_at: string;
}

export interface TenderTables {
  tender_documents: TenderDocumentsTable;
  tender_corrigenda: TenderCorrigendaTable;
}
