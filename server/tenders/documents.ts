import { createHash } from 'node:crypto';
import path from 'node:path';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@/entities/tender/model/tender-rules';

/**
 * Tender documents are checked by their bytes as well as their name: a file called `boq.xlsx` must be
 * a workbook, a `.pdf` a PDF. Only the four kinds vendors bid with are accepted.
 */

const startsWith = (data: Buffer, text: string) => data.subarray(0, text.length).toString('latin1') === text;
const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const SNIFF: Record<string, (data: Buffer) => boolean> = {
  pdf: (data) => startsWith(data, '%PDF-'),
  // An Office Open XML workbook is a ZIP whose entries live under `xl/` (entry names are stored in clear).
  xlsx: (data) => isZip(data) && data.includes('[Content_Types].xml') && data.includes('xl/workbook.xml'),
  // Every AutoCAD drawing since R2.5 starts with its version tag, AC1002 … AC1032.
  dwg: (data) => /^AC10\d\d$/.test(data.subarray(0, 6).toString('latin1')),
  zip: isZip,
};

export interface CheckedDocument {
  fileName: string;
  type: string;
  size: number;
  sha256: string;
}

export class DocumentError extends Error {}

/** A document over `MAX_DOCUMENT_BYTES`: its own class, so the desk can answer 413 rather than 400. */
export class DocumentTooLargeError extends DocumentError {}

/** A download name made safe for a `Content-Disposition` header and any file system. */
function safeDocumentName(name: string): string {
  const base = path.basename(name).normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return base.slice(-120) || 'document';
}

/** Checks a document's kind (by extension and by bytes) and size; throws a `DocumentError` saying what is wrong. */
export function checkDocument(name: string, data: Buffer): CheckedDocument {
  const fileName = safeDocumentName(name);
  const type = path.extname(fileName).slice(1).toLowerCase();
  if (!(type in DOCUMENT_TYPES)) {
    throw new DocumentError(`${name}: a tender document must be a PDF, XLSX, DWG or ZIP file (got ".${type || '?'}").`);
  }
  if (data.length === 0) throw new DocumentError(`${name}: the file is empty.`);
  if (data.length > MAX_DOCUMENT_BYTES) {
    throw new DocumentTooLargeError(`${name}: the file is ${(data.length / 1048576).toFixed(1)} MB; at most ${MAX_DOCUMENT_BYTES / 1048576} MB.`);
  }
  if (!SNIFF[type](data)) throw new DocumentError(`${name}: the file is not really a ${type.toUpperCase()} file (its content does not match its name).`);
  return { fileName, type, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}
