import type { ResumeKind } from '../../src/shared/contracts/forms';

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

/** Entry names from a ZIP's central directory, or null when the directory cannot be read. */
function zipEntryNames(data: Buffer): string[] | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
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
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isDocx(data: Buffer): boolean {
  if (!startsWith(data, ZIP_LOCAL)) return false;
  const names = zipEntryNames(data);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
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

/** What the bytes are, if they are one of the accepted resume kinds; null for anything else. */
export function sniffResume(data: Buffer): SniffedFile | null {
  if (data.length === 0 || isExecutable(data)) return null;
  const found = ((): ResumeKind | null => {
    if (startsWith(data, PDF)) return 'pdf';
    if (startsWith(data, OLE2)) return data.includes(WORD_STREAM) ? 'doc' : null;
    if (startsWith(data, ZIP_LOCAL)) return isDocx(data) ? 'docx' : null;
    return isPlainText(data) ? 'txt' : null;
  })();
  return found ? { kind: found, mime: MIME[found] } : null;
}
