import { checkStatement, indiaStamp, type ComparativeStatement } from './evaluation-records';
import { rupeesDecimal } from '@/shared/lib/money-words';

/** The columns, in order. */
export const STATEMENT_CSV_COLUMNS = [
  'Rank',
  'Bid number',
  'Bidder',
  'Amount (₹, without GST)',
  'GST rate (%)',
  'GST (₹)',
  'Total (₹)',
  'Validity (days)',
  'Submitted (India time)',
  'Flags',
] as const;

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: a text that starts like a formula gets a leading apostrophe (the spreadsheet then
 * shows it as text), and a field holding a quote, a comma or a line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The comparative statement's financial bids as a spreadsheet opens them: RFC 4180 (CRLF, quotes
 * doubled), UTF-8 with a byte-order mark so Excel shows Marathi names and "₹" right, amounts as plain
 * decimals with two places (`1462846.50`, no grouping, no symbol) so they are read as numbers, and the
 * submission time as the office reads it (`25/11/2026 15:45:42 IST`). One row per financial bid, in the
 * statement's order; the bidders not qualified at the technical stage have no figures and are in the PDF.
 */
export function comparativeStatementCsv(statement: ComparativeStatement): string {
  checkStatement(statement);
  const rows = statement.rows.map((row) =>
    csvLine([
      row.rank ?? '',
      row.bidNumber,
      row.bidder,
      rupeesDecimal(row.amountPaise),
      String(row.gstRate),
      rupeesDecimal(row.gstPaise),
      rupeesDecimal(row.totalPaise),
      String(row.validityDays),
      indiaStamp(row.submittedAt),
      row.flags.join('; '),
    ]),
  );
  return `\uFEFF${csvLine(STATEMENT_CSV_COLUMNS)}${rows.join('')}`;
}
