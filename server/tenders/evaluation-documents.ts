/**
 * The documents of a tender's evaluation (issue 38, item 4): the comparative statement (CSV and PDF) and
 * the Letter of Award (PDF). Pure functions of their input: a route reads the opening record and the
 * evaluation, shapes them into these types and sends the bytes. The modules are in `documents/`.
 */
export { comparativeStatementCsv, STATEMENT_CSV_COLUMNS } from './documents/comparative-statement-csv';
export { comparativeStatementPdf } from './documents/comparative-statement-pdf';
export { letterOfAwardPdf } from './documents/letter-of-award-pdf';
export { type PdfOptions } from './documents/pdf-typesetter';
export { amountInWords, formatPaise, rupeesDecimal } from '@/shared/lib/money-words';
export {
  DEFAULT_ACCEPTANCE_DAYS,
  EvaluationDocumentError,
  type Award,
  type BidFigures,
  type Company,
  type ComparativeStatement,
  type NotQualified,
  type Rank,
  type StatementRow,
} from './documents/evaluation-records';
