import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { projectRoot } from '../../lib/project-root';

/**
 * Text for the evaluation's PDFs in the site's own typefaces, with every character drawn by a face that has
 * it. pdfkit embeds one font per run of text; the @fontsource packages the site already ships split each
 * typeface into subsets by script (Inter's Latin subset has no "₹", its Latin-extended one has no digits,
 * Noto Sans Devanagari's Devanagari subset has neither Latin letters nor the space). So each text is cut
 * into runs, each run drawn in the first face whose CSS `unicode-range` covers its characters, as a
 * browser picks among the same `@font-face` rules: Inter first, then Noto Sans Devanagari for Marathi.
 * fontkit (pdfkit's font engine) reads the packages' WOFF files and shapes Devanagari conjuncts; WOFF2
 * would do too, WOFF is read without a Brotli pass. Both typefaces are under the SIL Open Font Licence,
 * which allows embedding them in documents.
 *
 * Layout is by hand (a line at an explicit baseline, greedy word wrapping), never pdfkit's own flow:
 * runs of different faces on one line share one baseline, and no page is ever added behind our back.
 */

export type Weight = 'regular' | 'bold';

interface Face {
  /** The name registered with pdfkit. */
  name: string;
  file: string;
  ranges: Array<[number, number]>;
}

/** Typefaces in the order a character looks for one, with the CSS file of each weight. */
const FAMILIES = ['inter', 'noto-sans-devanagari'];
const WEIGHT_CSS: Record<Weight, string> = { regular: '400.css', bold: '700.css' };

function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const range = part.trim().replace(/^U\+/i, '');
    if (range.includes('?')) return [parseInt(range.replace(/\?/g, '0'), 16), parseInt(range.replace(/\?/g, 'F'), 16)];
    const [first, last = first] = range.split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** The faces of one weight, read from the packages' CSS: each `@font-face` names its WOFF file and its `unicode-range`. */
function readFaces(weight: Weight): Face[] {
  return FAMILIES.flatMap((family) => {
    const folder = path.join(projectRoot, 'node_modules', '@fontsource', family);
    const css = readFileSync(path.join(folder, WEIGHT_CSS[weight]), 'utf8');
    return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
      const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(body)?.[1];
      const ranges = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
      return file && ranges ? [{ name: file.replace(/\.woff$/, ''), file: path.join(folder, 'files', file), ranges: parseRanges(ranges) }] : [];
    });
  });
}

let faces: Record<Weight, Face[]> | null = null;
function allFaces(): Record<Weight, Face[]> {
  faces ??= { regular: readFaces('regular'), bold: readFaces('bold') };
  return faces;
}

const covers = (face: Face, codePoint: number) => face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

export interface Run {
  face: string;
  text: string;
}

/**
 * `Amount ₹14,62,846.50` → Inter Latin `Amount `, Inter Latin-extended `₹`, Inter Latin `14,62,846.50`. A
 * character stays in the run's face while that face has it (a joiner or a sign inside a Marathi word must
 * not leave it); one that no face has is drawn as the replacement character "�".
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const stack = allFaces()[weight];
  const runs: Run[] = [];
  let current: Face | null = null;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    let face: Face | undefined = current && covers(current, codePoint) ? current : stack.find((candidate) => covers(candidate, codePoint));
    let drawn = character;
    if (!face) {
      drawn = '\uFFFD';
      face = stack.find((candidate) => covers(candidate, 0xfffd)) ?? stack[0];
    }
    if (face === current) runs[runs.length - 1].text += drawn;
    else runs.push({ face: face.name, text: drawn });
    current = face;
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** How a document's PDF is written. */
export interface PdfOptions {
  /** False leaves the content streams uncompressed (for tests that read the text). */
  compress?: boolean;
}

/** A document of A4 pages laid out by hand, and its bytes once ended. */
export interface Sheet {
  doc: PDFKit.PDFDocument;
  /** Resolves with the file once `doc.end()` has been called. */
  bytes: Promise<Buffer>;
}

export interface SheetOptions {
  title: string;
  subject: string;
  author: string;
  /** The document's date, from its input: the same input gives the same bytes. */
  createdAt: Date;
  layout?: 'portrait' | 'landscape';
  /** False writes the content streams uncompressed (tests read the text from them). */
  compress?: boolean;
}

/**
 * A new A4 PDF with every face registered. Deterministic: the creation date comes from the input, the file
 * identifier is pdfkit's digest of the document's information (no random part without encryption), and a
 * font subset's tag is derived from its name, so the same input gives the same bytes.
 */
export function newSheet(options: SheetOptions): Sheet {
  const { regular, bold } = allFaces();
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: 0,
    compress: options.compress ?? true,
    // Our Latin face from the start, so pdfkit never loads its Helvetica metrics for nothing.
    font: regular[0].file,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: options.title, Subject: options.subject, Author: options.author, Creator: options.author, CreationDate: options.createdAt, ModDate: options.createdAt },
  });
  for (const face of [...regular, ...bold]) doc.registerFont(face.name, face.file);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runsOf(text, style.weight ?? 'regular').reduce((sum, run) => sum + doc.font(run.face).fontSize(style.size).widthOfString(run.text), 0);
}

/** One line whose baseline is at `y`, starting at `x` (or ending at `x + width` when right-aligned, centred in it when centred). */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { align?: 'left' | 'right' | 'center'; width?: number },
): void {
  const runs = runsOf(text, style.weight ?? 'regular');
  const widths = runs.map((run) => doc.font(run.face).fontSize(style.size).widthOfString(run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  const room = style.width ?? 0;
  let at = style.align === 'right' ? x + room - total : style.align === 'center' ? x + (room - total) / 2 : x;
  doc.fillColor(style.color ?? '#000000');
  runs.forEach((run, index) => {
    doc.font(run.face).fontSize(style.size).text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
    at += widths[index];
  });
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The lines a text takes in `width`: greedy, breaking at spaces and at the text's own line breaks; a word
 * wider than the whole width is cut between characters (never inside a Devanagari cluster).
 */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const fits = (line: string) => widthOf(doc, line, style) <= width;
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (fits(word)) {
        line = word;
        continue;
      }
      for (const { segment } of graphemes.segment(word)) {
        if (line && !fits(line + segment)) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    lines.push(line);
    return lines;
  });
}

/** The distance between baselines for a size. */
export const leading = (size: number) => size * 1.4;
