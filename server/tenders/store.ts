import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { TendersTable } from '../db/tables/content.tables';
import type { Corrigendum, TenderDocument } from '@/entities/tender/model/tender-rules';
import { checkDocument } from './documents';
import { TenderNotFoundError } from './tender-errors';
import { pathOf } from '@/shared/contracts/endpoint';
import { tenderDocumentRead } from '@/entities/tender/model/tender.contract';

/**
 * The tender board's rows: the seed and the tender service (`tender-service.ts`, which the desk and
 * `npm run tenders` call) write through here. None of these bump the content version or check who acts:
 * the service does, in the transaction of the change.
 */

type Db = Kysely<DB> | Transaction<DB>;

const documentPath = (id: number, fileName: string) => pathOf(tenderDocumentRead, { id, name: fileName });

async function requireTender(db: Db, tenderNo: string) {
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Expiry_Date', 'TenderDate']).where('TenderNo', '=', tenderNo).executeTakeFirst();
  if (!tender) throw new TenderNotFoundError(tenderNo);
  return tender;
}

export interface NewDocument {
  tenderNo: string;
  title: string;
  fileName: string;
  data: Buffer;
  now?: Date;
}

/** Stores a checked document with its tender; returns its id. Throws `DocumentError` for a bad file. */
export async function attachDocument(db: Db, document: NewDocument): Promise<number> {
  await requireTender(db, document.tenderNo);
  const checked = checkDocument(document.fileName, document.data);
  const row = await db
    .insertInto('tender_documents')
    .values({
      tender_no: document.tenderNo,
      title: document.title.trim() || checked.fileName,
      file_name: checked.fileName,
      type: checked.type,
      size: checked.size,
      sha256: checked.sha256,
      data: document.data,
      created_at: (document.now ?? new Date()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewCorrigendum {
  tenderNo: string;
  /** `yyyy-MM-dd`: the day it is published. */
  date: string;
  text: string;
  /** A new bid deadline, `yyyy-MM-dd`, or ''. */
  newDeadline?: string;
  /** The new `Bid_Deadline` with its time, when the tender has (or is given) one. */
  newDeadlineTime?: string;
  documentId?: number | null;
  now?: Date;
}

/**
 * Adds a corrigendum; a new deadline becomes the tender's bid deadline (`Expiry_Date`). The tender
 * remembers its latest corrigendum date and that it changed, so vendors who applied before see it marked.
 */
export async function addCorrigendum(db: Db, corrigendum: NewCorrigendum): Promise<number> {
  await requireTender(db, corrigendum.tenderNo);
  const now = (corrigendum.now ?? new Date()).toISOString();
  const row = await db
    .insertInto('tender_corrigenda')
    .values({
      tender_no: corrigendum.tenderNo,
      published_on: corrigendum.date,
      text: corrigendum.text.trim(),
      new_deadline: corrigendum.newDeadline ?? '',
      document_id: corrigendum.documentId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('tender_corrigenda')
    .select('published_on')
    .where('tender_no', '=', corrigendum.tenderNo)
    .orderBy('published_on', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('tenders')
    .set({
      Corrigendum_Date: latest.published_on,
      Changed_At: now,
      ...(corrigendum.newDeadline ? { Expiry_Date: corrigendum.newDeadline } : {}),
      ...(corrigendum.newDeadlineTime ? { Bid_Deadline: corrigendum.newDeadlineTime } : {}),
    })
    .where('TenderNo', '=', corrigendum.tenderNo)
    .execute();
  return row.id;
}

/** Records an award or a cancellation ('' reopens a tender to its dates). */
export async function setOutcome(db: Db, tenderNo: string, outcome: '' | 'Awarded' | 'Cancelled', now: Date = new Date()): Promise<void> {
  await requireTender(db, tenderNo);
  await db.updateTable('tenders').set({ Outcome: outcome, Changed_At: now.toISOString() }).where('TenderNo', '=', tenderNo).execute();
}

/** Takes a tender off the board (its row, documents and the registrations for it stay). */
export async function setPublished(db: Db, tenderNo: string, published: boolean): Promise<void> {
  await requireTender(db, tenderNo);
  await db.updateTable('tenders').set({ Published: published ? 1 : 0 }).where('TenderNo', '=', tenderNo).execute();
}

const documentOf = (row: { id: number; title: string; file_name: string; type: string; size: number }): TenderDocument => ({
  id: row.id,
  Title: row.title,
  File_Name: row.file_name,
  Type: row.type,
  Size: row.size,
  Url: documentPath(row.id, row.file_name),
});

/** A tender's documents (in the order attached) and corrigenda (newest first); the reads ask only for published tenders. */
export async function tenderAttachments(db: Db, tenderNo: string): Promise<{ Documents: TenderDocument[]; Corrigenda: Corrigendum[] }> {
  const documents = await db
    .selectFrom('tender_documents')
    .select(['id', 'title', 'file_name', 'type', 'size'])
    .where('tender_no', '=', tenderNo)
    .orderBy('id')
    .execute();
  const corrigenda = await db
    .selectFrom('tender_corrigenda')
    .select(['id', 'published_on', 'text', 'new_deadline', 'document_id'])
    .where('tender_no', '=', tenderNo)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byId = new Map(documents.map((row) => [row.id, documentOf(row)]));
  const corrigendumFiles = new Set(corrigenda.map((row) => row.document_id).filter((id): id is number => id !== null));
  return {
    // A corrigendum's own file is listed with it, not among the tender's documents.
    Documents: documents.filter((row) => !corrigendumFiles.has(row.id)).map((row) => byId.get(row.id)!),
    Corrigenda: corrigenda.map((row) => ({
      id: row.id,
      Date: row.published_on,
      Text: row.text,
      New_Deadline: row.new_deadline,
      Document: row.document_id === null ? null : (byId.get(row.document_id) ?? null),
    })),
  };
}

/** One document of a published tender, with its bytes; undefined when there is none. */
export async function publishedDocument(db: Db, id: number) {
  return db
    .selectFrom('tender_documents')
    .innerJoin('tenders', 'tenders.TenderNo', 'tender_documents.tender_no')
    .select(['tender_documents.file_name', 'tender_documents.type', 'tender_documents.data', 'tender_documents.sha256'])
    .where('tender_documents.id', '=', id)
    .where('tenders.Published', '=', 1)
    .executeTakeFirst();
}

/** Stored tender fields, for the import's comparison. */
export type StoredTender = Omit<TendersTable, 'sort_order' | 'Changed_At' | 'Corrigendum_Date'>;
