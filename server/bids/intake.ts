import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { BID_FILE_TYPES, BID_FORM_PARTS, BID_MESSAGES, MAX_BID_FILE_BYTES, MAX_BID_FILES, MAX_BID_TOTAL_BYTES, type BidFileType } from '@/entities/bid/model/bid';
import { type BidFile } from '@/entities/bid/model/bid.schema';
import { bidSubmissionSchema } from '@/entities/bid/model/bid.schema';
import { ENVELOPE_HEADER_BYTES, envelopeWrappedKey, paddedSize, toBase64Url, wrapDataKey } from '@/shared/lib/sealed-box';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '../../src/shared/contracts/forms';
import { DomainError } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { isExecutable } from '../lib/file-sniff';
import { newBidNumber, pastDeadline, type BidGate, type NewBid } from './bid-service';
import { newDataKey, sealBytes, sealChunk } from './sealing';

/**
 * A bid as it arrives: the text fields (checked before any file is read), then every file streamed part by
 * part, hashed and encrypted in chunks of `CHUNK_BYTES` under the bid's fresh data key straight into
 * `bid_chunks` rows. Memory holds one chunk, and a file's first and last 64 KiB for its type check, whatever
 * the file's size. Nothing of the bid counts until `commitBid` writes its row; on any refusal the chunks
 * written so far are deleted at once (and an interrupted process's are swept later).
 */

export const CHUNK_BYTES = 256 * 1024;
/** Where a bid's sealed financial envelope is kept among its chunks (stored as it came: it is sealed already). */
export const FINANCIAL_FILE_INDEX = -1;
/** The largest sealed envelope: a 20 MB price schedule and its header, padded, plus the seal's own bytes. */
export const MAX_ENVELOPE_BYTES = paddedSize(MAX_BID_FILE_BYTES + 64 * 1024) + ENVELOPE_HEADER_BYTES + 16;
const SNIFF_BYTES = 64 * 1024;

/** The multipart limits of a bid (the per-file size is also counted here, for the clear message). */
export const BID_UPLOAD_LIMITS = {
  fileSize: MAX_BID_FILE_BYTES,
  files: MAX_BID_FILES + 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_BID_FILES + 12,
  headerPairs: 50,
};

const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** The file's kind from its name, confirmed by its first and last bytes (a ZIP's entry names sit at both ends in clear). */
function sniff(type: string, head: Buffer, tail: Buffer): boolean {
  if (isExecutable(head)) return false;
  const ends = Buffer.concat([head, tail]);
  switch (type) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'xlsx':
      return isZip(head) && ends.includes('[Content_Types].xml') && ends.includes('xl/workbook.xml');
    case 'docx':
      return isZip(head) && ends.includes('[Content_Types].xml') && ends.includes('word/document.xml');
    case 'dwg':
      return /^AC10\d\d$/.test(head.subarray(0, 6).toString('latin1'));
    case 'zip':
      return isZip(head);
    default:
      return false;
  }
}

/** A name fit for a header and a receipt. */
function safeName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return base.slice(-120) || 'file';
}

export interface Intake {
  fields: Record<string, unknown>;
  bid: NewBid;
}

const isLimitError = (error: unknown): error is { statusCode: number; code?: string } =>
  typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;

/** The storage is full (SQLite or PostgreSQL): the bid cannot be kept, and says so. */
export const isStorageFull = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC';
};

/**
 * A full disk is the server's fault, not the vendor's: 503 with Retry-After, as every write that finds the
 * database unable to write (`plugins/errors.ts`), but in the bid's own words (nothing kept, no receipt).
 */
export const storageFull = (): DomainError => new DomainError('busy', BID_MESSAGES.storageFull, { headers: { 'retry-after': '60' } });

function checkFields(fields: Record<string, unknown>): void {
  const result = bidSubmissionSchema.safeParse(fields);
  if (result.success) return;
  const { form: _form, ...errors } = fieldErrorsOf(result.error);
  throw new DomainError('invalid', FORM_INVALID_MESSAGE, { errors: errors });
}

/** Reads, checks, encrypts and stores a bid's parts; the caller commits it with `commitBid`. */
export async function takeBid(db: Kysely<DB>, request: FastifyRequest, gate: BidGate): Promise<Intake> {
  if (!request.isMultipart()) throw new HttpError(415, 'Please send the bid as a form with its files (multipart/form-data).');
  const uploadId = randomUUID();
  const bidNumber = newBidNumber(new Date());
  const dataKey = newDataKey();
  const fields: Record<string, unknown> = {};
  const files: BidFile[] = [];
  let started = false;
  let total = 0;
  let envelope: { size: number; sha256: string; wrappedKey: Uint8Array } | null = null;

  const start = async () => {
    checkFields(fields);
    if (pastDeadline(gate.tender, new Date())) throw new DomainError('conflict', BID_MESSAGES.deadlinePassed);
    await db.insertInto('bid_uploads').values({ id: uploadId, tender_no: gate.tender.TenderNo, started_at: new Date().toISOString() }).execute();
    started = true;
  };

  // The sealed envelope, kept as it came: hashed for the receipt, its wrapped key read from its head.
  const storeEnvelope = async (stream: AsyncIterable<Buffer>) => {
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    let head = Buffer.alloc(0);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      if (pastDeadline(gate.tender, new Date())) throw new DomainError('conflict', BID_MESSAGES.deadlinePassedDuringUpload);
      await db.insertInto('bid_chunks').values({ upload_id: uploadId, file_index: FINANCIAL_FILE_INDEX, seq, data: Buffer.concat(pending, pendingBytes) }).execute();
      pending = [];
      pendingBytes = 0;
      seq += 1;
    };
    for await (const piece of stream) {
      size += piece.length;
      if (size > MAX_ENVELOPE_BYTES) throw new DomainError('too-large', BID_MESSAGES.envelopeTooLarge);
      hash.update(piece);
      if (head.length < ENVELOPE_HEADER_BYTES) head = Buffer.concat([head, piece.subarray(0, ENVELOPE_HEADER_BYTES - head.length)]);
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    await flush();
    const wrappedKey = envelopeWrappedKey(Buffer.concat([head, Buffer.alloc(32)]));
    if (!wrappedKey || size < ENVELOPE_HEADER_BYTES + 16 + 4096) throw new DomainError('invalid', BID_MESSAGES.envelopeAltered);
    return { size, sha256: hash.digest('hex'), wrappedKey };
  };

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new DomainError('too-large', `The field "${part.fieldname}" is too long.`);
        if (part.fieldname in fields) throw new DomainError('invalid', `The field "${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname === BID_FORM_PARTS.financialEnvelope) {
        if (!started) await start();
        if (envelope) {
          part.file.resume();
          throw new DomainError('invalid', BID_MESSAGES.formUnreadable);
        }
        envelope = await storeEnvelope(part.file as AsyncIterable<Buffer>);
        continue;
      }
      const financial = false;
      const errorField = 'files';
      if (part.fieldname !== BID_FORM_PARTS.files) {
        part.file.resume();
        throw new DomainError('invalid', BID_MESSAGES.formUnreadable);
      }
      // A file box left empty still sends a part, with no name and no bytes.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (!started) await start();
      if (files.length >= MAX_BID_FILES) {
        part.file.resume();
        throw new DomainError('invalid', BID_MESSAGES.tooManyFiles, { errors: { [errorField]: BID_MESSAGES.tooManyFiles } });
      }
      const name = safeName(part.filename);
      const type = path.extname(name).slice(1).toLowerCase();
      const typeMessage = BID_MESSAGES.fileType;
      if (!(BID_FILE_TYPES as readonly string[]).includes(type)) {
        part.file.resume();
        throw new DomainError('invalid', typeMessage, { errors: { [errorField]: typeMessage } });
      }
      const index = files.length;
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      const tailPieces: Buffer[] = [];
      let tailBytes = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let seq = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const plain = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        // The server's clock is asked at every chunk: a deadline that passes mid-upload stops it here.
        if (pastDeadline(gate.tender, new Date())) throw new DomainError('conflict', BID_MESSAGES.deadlinePassedDuringUpload);
        await db.insertInto('bid_chunks').values({ upload_id: uploadId, file_index: index, seq, data: sealChunk(dataKey, uploadId, index, seq, plain) }).execute();
        seq += 1;
      };
      for await (const piece of part.file as AsyncIterable<Buffer>) {
        size += piece.length;
        total += piece.length;
        if (total > MAX_BID_TOTAL_BYTES) throw new DomainError('too-large', BID_MESSAGES.totalTooLarge, { errors: { [errorField]: BID_MESSAGES.totalTooLarge } });
        hash.update(piece);
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, piece.subarray(0, SNIFF_BYTES - head.length)]);
        // The last pieces, enough for 64 KiB, joined only at the end (no copy per piece).
        tailPieces.push(piece);
        tailBytes += piece.length;
        while (tailPieces.length > 1 && tailBytes - tailPieces[0].length >= SNIFF_BYTES) tailBytes -= tailPieces.shift()!.length;
        pending.push(piece);
        pendingBytes += piece.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      }
      if ((part.file as { truncated?: boolean }).truncated) throw new DomainError('too-large', BID_MESSAGES.fileTooLarge, { errors: { [errorField]: BID_MESSAGES.fileTooLarge } });
      await flush();
      if (size === 0) throw new DomainError('invalid', BID_MESSAGES.fileEmpty, { errors: { [errorField]: BID_MESSAGES.fileEmpty } });
      const joined = Buffer.concat(tailPieces, tailBytes);
      if (!sniff(type, head, joined.subarray(Math.max(0, joined.length - SNIFF_BYTES)))) throw new DomainError('invalid', typeMessage, { errors: { [errorField]: typeMessage } });
      const file: BidFile = { index, envelope: financial ? 'financial' : 'technical', name, type: type as BidFileType, size, sha256: hash.digest('hex') };
      files.push(file);
    }
    checkFields(fields);
    if (files.length === 0) throw new DomainError('invalid', BID_MESSAGES.filesMissing, { errors: { files: BID_MESSAGES.filesMissing } });
    if (!envelope) throw new DomainError('invalid', BID_MESSAGES.envelopeMissing);
    if (envelope.sha256 !== (fields as { sealedSha256?: string }).sealedSha256) throw new DomainError('invalid', BID_MESSAGES.envelopeAltered);
  } catch (error) {
    if (started) await discardUpload(db, uploadId);
    if (error instanceof HttpError || error instanceof DomainError) throw error;
    if (isLimitError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('too-large', BID_MESSAGES.fileTooLarge, { errors: { files: BID_MESSAGES.fileTooLarge } });
      throw new DomainError('too-large', BID_MESSAGES.totalTooLarge, { errors: { files: BID_MESSAGES.totalTooLarge } });
    }
    if (isStorageFull(error)) throw storageFull();
    const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    if ((error as { code?: string } | null)?.code?.startsWith?.('SQLITE') || (error as { severity?: string } | null)?.severity) throw error;
    throw new DomainError('invalid', BID_MESSAGES.formUnreadable);
  }

  const submission = bidSubmissionSchema.parse(fields);
  const sealed = envelope as unknown as { size: number; sha256: string; wrappedKey: Uint8Array };
  // The technical envelope is sealed here, on its way in, under its own key wrapped to both openers; the
  // bidder's company name goes with it, so who bid is read only at the technical opening.
  const manifest = sealBytes(dataKey, Buffer.from(JSON.stringify({ bidder: gate.bidder.companyName }), 'utf8'), `technical:${uploadId}`);
  const wrapped = await wrapDataKey(dataKey, { tenderNo: gate.tender.TenderNo, stage: 'technical', publicKeys: gate.publicKeys.technical, sealId: submission.sealId });
  dataKey.fill(0);
  return {
    fields,
    bid: {
      uploadId,
      bidNumber,
      sealId: submission.sealId,
      wrappedKey: toBase64Url(wrapped),
      technicalManifest: manifest,
      financialWrappedKey: toBase64Url(sealed.wrappedKey),
      receipt: { bidNumber, tenderNo: gate.tender.TenderNo, files, financialSha256: sealed.sha256, plainSha256: submission.plainSha256, financialSize: sealed.size },
    },
  };
}

/** Deletes an upload that will not become a bid. */
export async function discardUpload(db: Kysely<DB>, uploadId: string): Promise<void> {
  try {
    await db.deleteFrom('bid_chunks').where('upload_id', '=', uploadId).execute();
    await db.deleteFrom('bid_uploads').where('id', '=', uploadId).execute();
  } catch {
    // The sweep removes what is left (`sweepOrphanChunks`).
  }
}
