import { RESUME_MESSAGES, resumeExtension, type ResumeKind } from '../../src/shared/contracts/forms';

/**
 * Tells what a resume really is from its bytes, never from its name: a program renamed
 * `resume.pdf` is refused. Knows the four kinds the careers form accepts.
 */

export interface SniffedFile {
  kind: ResumeKind;
  mime: string;
}

const MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const startsWith = (data: Buffer, signature: number[], offset = 0) =>
  data.length >= offset + signature.length && signature.every((byte, index) => data[offset + index] === byte);

/** Windows (MZ), Linux (ELF), macOS (Mach-O, fat) programs and scripts with a `#!` line. */
export function isExecutable(data: Buffer): boolean {
  return (
    startsWith(data, [0x4d, 0x5a]) ||
    startsWith(data, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(data, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(data, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(data, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(data, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(data, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(data, [0x23, 0x21])
  );
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
// Every Word 97–2003 file holds a stream of this name; other OLE2 files (.xls, .msi installers) do not.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

/** Entries of a ZIP's central directory, or null when the directory cannot be read. */
function zipEntries(data: Buffer): ZipEntry[] | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  if (data.length < 22) return null;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, so look only there.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localHeader: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A Word document expands to a few MB at most; a "zip bomb" declares far more. */
export const DOCX_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;
const DOCX_MAX_ENTRIES = 1000;
/** Macros (vbaProject.bin), embedded objects and packages, programs and scripts have no place in a resume. */
const FORBIDDEN_ENTRY = /(\.(exe|dll|com|scr|pif|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|msi|msp|sh|app|lnk|bin|docm|dotm|xlsm)$)|(^|\/)(vbaProject|vbaData)\b/i;

type DocxVerdict = 'docx' | 'not-docx' | 'unsafe';

function docxVerdict(data: Buffer): DocxVerdict {
  if (!startsWith(data, ZIP_LOCAL)) return 'not-docx';
  const entries = zipEntries(data);
  if (entries === null) return 'not-docx';
  const names = entries.map((entry) => entry.name);
  if (!names.includes('[Content_Types].xml') || !names.some((name) => name.startsWith('word/'))) return 'not-docx';
  if (entries.length > DOCX_MAX_ENTRIES) return 'unsafe';
  let expanded = 0;
  for (const entry of entries) {
    // 0xFFFFFFFF marks a ZIP64 size: no resume needs one.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) return 'unsafe';
    expanded += entry.size;
    if (expanded > DOCX_MAX_EXPANDED_BYTES) return 'unsafe';
    if (FORBIDDEN_ENTRY.test(entry.name)) return 'unsafe';
    // A stored (uncompressed) entry can be looked at: no program inside, whatever its name.
    if (entry.method === 0 && entry.localHeader + 30 <= data.length) {
      const start = entry.localHeader + 30 + data.readUInt16LE(entry.localHeader + 26) + data.readUInt16LE(entry.localHeader + 28);
      if (isExecutable(data.subarray(start, start + 8))) return 'unsafe';
    }
  }
  return 'docx';
}

const ALLOWED_CONTROL = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Plain text: valid UTF-8 (a byte-order mark allowed) without NUL or other control bytes. */
function isPlainText(data: Buffer): boolean {
  for (const byte of data) {
    if ((byte < 0x20 && !ALLOWED_CONTROL.has(byte)) || byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Markup a browser would render or run: a "text" file that opens with a tag (HTML, SVG, XML) or holds
 * a script, frame or server-side code anywhere. Plain text never needs them.
 */
const MARKUP_START = /^\uFEFF?\s*<[!?a-z]/i;
const ACTIVE_MARKUP = /<\s*(script|svg|html|iframe|object|embed|body|head|meta|link|style|form)\b|<\?php|javascript:/i;

function isMarkup(data: Buffer): boolean {
  const text = data.toString('utf8');
  return MARKUP_START.test(text) || ACTIVE_MARKUP.test(text);
}

/** What the bytes are, if they are one of the accepted resume kinds; null for anything else. */
export function sniffResume(data: Buffer): SniffedFile | null {
  if (data.length === 0 || isExecutable(data)) return null;
  const found = ((): ResumeKind | null => {
    if (startsWith(data, PDF)) return 'pdf';
    if (startsWith(data, OLE2)) return data.includes(WORD_STREAM) ? 'doc' : null;
    if (startsWith(data, ZIP_LOCAL)) return docxVerdict(data) === 'docx' ? 'docx' : null;
    return isPlainText(data) && !isMarkup(data) ? 'txt' : null;
  })();
  return found ? { kind: found, mime: MIME[found] } : null;
}

export const RESUME_CHECK_MESSAGES = {
  mismatch: (extension: string, kind: ResumeKind) =>
    `This file is named .${extension} but it is a ${kind.toUpperCase()} file. Please attach it with its real extension.`,
  unsafeArchive: 'This Word file holds macros, programs or far more data than a resume needs. Please save it again as a plain DOCX, PDF or TXT.',
} as const;

export type ResumeCheck = { ok: true; file: SniffedFile } | { ok: false; message: string };

/**
 * The careers upload's check: the bytes must be one of the four kinds AND match the file name's
 * extension (a PDF named .txt, or HTML named .pdf, is refused); a DOCX with macros, programs or an
 * expansion beyond DOCX_MAX_EXPANDED_BYTES is refused with its own message.
 */
export function checkResume(data: Buffer, fileName: string): ResumeCheck {
  if (startsWith(data, ZIP_LOCAL) && docxVerdict(data) === 'unsafe') return { ok: false, message: RESUME_CHECK_MESSAGES.unsafeArchive };
  const file = sniffResume(data);
  if (!file) return { ok: false, message: RESUME_MESSAGES.content };
  const extension = resumeExtension(fileName);
  if (extension !== file.kind) return { ok: false, message: RESUME_CHECK_MESSAGES.mismatch(extension, file.kind) };
  return { ok: true, file };
}

/**
 * A file name fit to show and to put in an e-mail: the last path segment only, without control
 * characters (C0, DEL, C1) or the invisible direction and width marks that make `cv‮fdp.exe` read as
 * `cvexe.pdf` (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+061C, U+FEFF).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '').trim();
  return printable.slice(-200) || 'resume';
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const FLOOR_PLAN_KINDS = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

/**
 * A consultation's floor plan (issue 21): a PDF, JPEG or PNG by its bytes, and named as what it is
 * (`.jpeg` counts as `.jpg`). Returns its MIME type, or null for anything else.
 */
export function checkFloorPlan(data: Buffer, fileName: string): string | null {
  if (data.length === 0 || isExecutable(data)) return null;
  const kind = startsWith(data, PDF) ? 'pdf' : startsWith(data, JPEG) ? 'jpg' : startsWith(data, PNG) ? 'png' : null;
  const extension = resumeExtension(fileName).replace(/^jpeg$/, 'jpg');
  return kind && extension === kind ? FLOOR_PLAN_KINDS[kind] : null;
}
