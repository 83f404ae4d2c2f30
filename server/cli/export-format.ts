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
 * RFC 4180 CSV with a UTF-8 byte-order mark (so Excel shows Devanagari and "₹" correctly), CRLF line
 * ends, and visitor text that starts like a formula defused with a leading apostrophe.
 */
export function toCsv(columns: readonly string[], rows: ExportRow[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function toJson(columns: readonly string[], rows: ExportRow[]): string {
  const ordered = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** A file name safe on every system: the visitor's name reduced to letters, digits, dot, dash, underscore. */
export function safeFileName(id: number | string, name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return `${id}-${cleaned || 'file'}`;
}
