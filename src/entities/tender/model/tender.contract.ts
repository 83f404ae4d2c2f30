import { z } from 'zod';
import { endpoint, readAnswers, STAFF_TENDER_REFUSALS, writeAnswerSchema, writeAnswers } from '@/shared/contracts/endpoint';
import { corrigendumInputSchema } from './tender-corrigendum';
import { tenderCreateSchema, tenderDocumentFormSchema, tenderEditSchema, tenderOutcomeSchema } from './tender-desk.schema';
import { tenderOpenersSchema, tenderPublishSchema } from './tender-openers';
import { TENDER_STATUSES } from './tender-rules';
import { corrigendumSchema, tenderDocumentSchema } from './tender-reads.contract';
import { tenderSchema } from './tender.schema';

export { corrigendumSchema, tenderDocumentSchema };

/**
 * The tender board's own files (a document, the Atom feed, a deadline's calendar, the OCDS release
 * package) and the tenders desk (`/api/staff/tenders…`), one contract per endpoint. The board's reads
 * (the list, the detail, a vendor's applications) are in `tender-reads.contract.ts`.
 *
 * Tender numbers hold `/` (`VI/TN/2026/001`): the desk sends them encoded as one path segment, and the
 * router decodes the parameter.
 */

/** A file sent as it is (a document, a feed, a calendar): only its refusals are the contract's. */
const file = z.string();
/** A published tender's file, or 404: no such tender (or document). */
const publishedFileAnswers = readAnswers(file, [404]);

// ---- The board's files ---------------------------------------------------------------------------

/** `GET /api/tender-documents/:id/:name`: a published tender's document, as an attachment. */
export const tenderDocumentRead = endpoint({
  method: 'GET',
  path: '/api/tender-documents/:id/:name',
  answers: publishedFileAnswers,
});

/** `GET /api/tenders/feed.atom?trade=`: every published tender (or one trade's), its corrigenda and answers. */
export const tenderFeedRead = endpoint({
  method: 'GET',
  path: '/api/tenders/feed.atom',
  query: z.object({ trade: z.unknown() }),
  answers: readAnswers(file, [400]),
});

/** `GET /api/tenders/calendar.ics?tenderNo=`: a published tender's bid deadline as a calendar file. */
export const tenderCalendarRead = endpoint({
  method: 'GET',
  path: '/api/tenders/calendar.ics',
  query: z.object({ tenderNo: z.unknown() }),
  answers: publishedFileAnswers,
});

/**
 * `GET /api/tenders/ocds/<TenderNo>.json`: the tender as an OCDS 1.1 release package. The number keeps its
 * slashes in the address (`…/ocds/VI/TN/2026/015.json`), so the route takes the rest of the path.
 */
export const tenderOcdsRead = endpoint({
  method: 'GET',
  path: '/api/tenders/ocds/*',
  params: z.object({ '*': z.string().default('') }),
  answers: publishedFileAnswers,
});

// ---- The tenders desk ----------------------------------------------------------------------------

/** One row of the desk's list: every tender, published or not. */
export const staffTenderSummarySchema = z.object({
  id: z.number().int(),
  TenderNo: z.string(),
  Reference: z.string(),
  TenderDate: z.string(),
  Expiry_Date: z.string(),
  Outcome: z.string(),
  Corrigendum_Date: z.string(),
  Published: z.boolean(),
  status: z.enum(TENDER_STATUSES),
  documents: z.number().int(),
  corrigenda: z.number().int(),
});

/** One tender as the desk edits it; `version` goes back with an edit so a stale one is refused (409). */
export const staffTenderDetailSchema = z.object({
  tender: tenderSchema,
  Published: z.boolean(),
  Changed_At: z.string(),
  status: z.enum(TENDER_STATUSES),
  version: z.string(),
  Documents: z.array(tenderDocumentSchema),
  Corrigenda: z.array(corrigendumSchema),
});

const openerSchema = z.object({
  slot: z.union([z.literal(1), z.literal(2)]),
  staffId: z.number().int(),
  name: z.string(),
  email: z.string(),
  namedAt: z.string(),
  namedBy: z.string(),
});

const candidateSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  reason: z.string().nullable(),
  notWith: z.array(z.object({ staffId: z.number().int(), reason: z.string() })),
});

/** The named openers, and every member with why they cannot be chosen. */
export const tenderOpenersAnswerSchema = z.object({
  tenderNo: z.string(),
  onlineBids: z.boolean(),
  publishedAt: z.string().nullable(),
  locked: z.string().nullable(),
  named: z.array(openerSchema),
  members: z.array(candidateSchema),
});

/** A change's answer: the sentence, and the tender's number (a create names the one it made). */
const changedAnswer = writeAnswerSchema.omit({ errors: true }).extend({ tenderNo: z.string() });
/** The answers of a change to a tender, and of one that adds (the tender, a document, a corrigendum) with a 201. */
const changeAnswers = writeAnswers(changedAnswer);
const addAnswers = writeAnswers(changedAnswer, { status: 201 });

/** `GET /api/staff/tenders`: every tender, published or not. */
export const staffTendersRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders',
  answers: readAnswers(z.object({ success: z.boolean(), tenders: z.array(staffTenderSummarySchema) }), STAFF_TENDER_REFUSALS),
});

/** `GET /api/staff/tenders/:tenderNo`: one tender as the desk edits it. */
export const staffTenderRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo',
  answers: readAnswers(staffTenderDetailSchema.extend({ success: z.boolean() }), STAFF_TENDER_REFUSALS),
});

/** `POST /api/staff/tenders`: a new tender from its fields, as an import row names them. */
export const createTenderEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders',
  body: tenderCreateSchema,
  answers: addAnswers,
});

/** `PATCH /api/staff/tenders/:tenderNo`: the fields that change, and the version they were read at. */
export const editTenderEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/staff/tenders/:tenderNo',
  body: tenderEditSchema,
  answers: changeAnswers,
});

/** `POST …/publish`: no body, or the openers to name with the publication. */
export const publishTenderEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/publish',
  body: tenderPublishSchema,
  answers: changeAnswers,
});

/** `POST …/unpublish`, no body. */
export const unpublishTenderEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/unpublish',
  answers: changeAnswers,
});

/** `GET …/openers`: the named openers and the members who could be. */
export const tenderOpenersRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/openers',
  answers: readAnswers(z.object({ success: z.boolean(), openers: tenderOpenersAnswerSchema }), STAFF_TENDER_REFUSALS),
});

/** `PUT …/openers`: `{ staffIds: [first, second] }`. */
export const nameOpenersEndpoint = endpoint({
  method: 'PUT',
  path: '/api/staff/tenders/:tenderNo/openers',
  body: tenderOpenersSchema,
  answers: changeAnswers,
});

/** `POST …/outcome`: award, cancel or reopen. */
export const tenderOutcomeEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/outcome',
  body: tenderOutcomeSchema,
  answers: changeAnswers,
});

/** `POST …/documents`, multipart: the title, and the file as the part named `file`. */
export const attachDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/documents',
  body: tenderDocumentFormSchema,
  answers: addAnswers,
});

/** `POST …/corrigenda`, multipart or JSON: the notice, and its document as the part named `file` if any. */
export const addCorrigendumEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/corrigenda',
  body: corrigendumInputSchema,
  answers: addAnswers,
});
