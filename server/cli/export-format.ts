import type { ExportRow } from './exporters';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One output format, written a piece at a time so an export of any size streams: `start`, then `row` for
 * each record, then `end`.
 */
export interface ExportFormat {
  start(columns: readonly string[]): string;
  row(columns: readonly string[], row: ExportRow, index: number): string;
  end(rows: number): string;
}

/**
 * RFC 4180 CSV with a UTF-8 byte-order mark (so Excel shows Devanagari and "₹" correctly), CRLF line
 * ends, and visitor text that starts like a formula defused with a leading apostrophe.
 */
export const csvFormat: ExportFormat = {
  start: (columns) => `\uFEFF${columns.map(csvCell).join(',')}\r\n`,
  row: (columns, row) => `${columns.map((column) => csvCell(row[column])).join(',')}\r\n`,
  end: () => '',
};

/** A JSON array of objects with the columns as keys, in column order, one record per line. */
export const jsonFormat: ExportFormat = {
  start: () => '[',
  row: (columns, row, index) => `${index === 0 ? '\n' : ',\n'}  ${JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? null])))}`,
  end: (rows) => (rows === 0 ? ']\n' : '\n]\n'),
};

function whole(format: ExportFormat, columns: readonly string[], rows: ExportRow[]): string {
  return format.start(columns) + rows.map((row, index) => format.row(columns, row, index)).join('') + format.end(rows.length);
}

export const toCsv = (columns: readonly string[], rows: ExportRow[]) => whole(csvFormat, columns, rows);

/** A file name safe on every system: the visitor's name reduced to letters, digits, dot, dash, underscore. */
export function safeFileName(id: number | string, name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return `${id}-${cleaned || 'file'}`;
}
