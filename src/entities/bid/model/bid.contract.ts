import { z } from 'zod';
import { endpoint, pathOf, readAnswers, STAFF_TENDER_REFUSALS, VENDOR_REFUSALS, writeAnswerSchema, writeAnswers } from '@/shared/contracts/endpoint';
import type { OpeningStage } from './bid';
import {
  awardRequestSchema,
  awardSchema,
  bidReceiptSchema,
  bidSubmissionSchema,
  evaluationSchema,
  myBidSchema,
  openingConfirmSchema,
  openingKeysSchema,
  openingPartialsSchema,
  openingRecordSchema,
  openingStepSchema,
  publicBidsSchema,
  sealingArmSchema,
  sealingStateSchema,
  shareParamsSchema,
  staffBidsSchema,
  technicalRecordSchema,
} from './bid.schema';

/**
 * The bid endpoints of `docs/bids.md`, one contract each: a vendor's bid, withdrawal, re-confirmation and
 * letter of award; the public summary; the staff desk's sealing, two-stage opening, evaluation, award and
 * documents. Tender numbers hold `/`: every address carries one encoded as one path segment.
 */

/** A write's answer that says more: the sentence beside `extra`. */
const saying = <T extends z.ZodRawShape>(extra: T) => writeAnswerSchema.omit({ errors: true }).extend(extra);

/** A file sent as it is (a PDF, a CSV, an opened file): only its refusals are the contract's. */
const file = z.string();

/** An address naming one tender (the bid guard reads it before a byte of the body is read). */
export const tenderNoAddress = z.object({ tenderNo: z.string().min(1) });

// ---- The vendor's bid ----------------------------------------------------------------------------

/** A vendor's read on one tender: "log in first", or no such tender. */
const VENDOR_TENDER_REFUSALS = [...VENDOR_REFUSALS, 404] as const;

/** `GET …/bids/mine`: the tender's bidding state and the vendor's latest bid; a 401 means "log in first". */
export const myBidRead = endpoint({
  method: 'GET',
  path: '/api/tenders/:tenderNo/bids/mine',
  answers: readAnswers(z.object({ success: z.boolean(), bid: myBidSchema }), VENDOR_TENDER_REFUSALS),
});

/** `GET …/bids/summary`: what anyone sees of a tender's bids (the record only for a vendor who bid). */
export const publicBidsRead = endpoint({
  method: 'GET',
  path: '/api/tenders/:tenderNo/bids/summary',
  answers: readAnswers(z.object({ success: z.boolean(), summary: publicBidsSchema }), [404]),
});

/** `POST …/bids`, multipart: the sealed bid (a second one replaces the first); 201 with the receipt. */
export const submitBidEndpoint = endpoint({
  method: 'POST',
  path: '/api/tenders/:tenderNo/bids',
  params: tenderNoAddress,
  body: bidSubmissionSchema,
  answers: writeAnswers(saying({ receipt: bidReceiptSchema }), { status: 201 }),
});

/** `POST …/bids/withdraw`, no body. */
export const withdrawBidEndpoint = endpoint({
  method: 'POST',
  path: '/api/tenders/:tenderNo/bids/withdraw',
  answers: writeAnswers(),
});

/** `POST …/bids/reconfirm`, no body: the bid confirmed again after a corrigendum, with its receipt. */
export const reconfirmBidEndpoint = endpoint({
  method: 'POST',
  path: '/api/tenders/:tenderNo/bids/reconfirm',
  answers: writeAnswers(saying({ receipt: bidReceiptSchema })),
});

/** `GET …/bids/letter-of-award.pdf`: the awarded vendor's own letter. */
export const myLetterOfAwardRead = endpoint({
  method: 'GET',
  path: '/api/tenders/:tenderNo/bids/letter-of-award.pdf',
  answers: readAnswers(file, VENDOR_TENDER_REFUSALS),
});

// ---- The staff desk ------------------------------------------------------------------------------

/** A desk document (a statement, a letter, an opened file), refused (409) too while what it shows is not yet opened or awarded. */
const documentAnswers = readAnswers(file, [...STAFF_TENDER_REFUSALS, 409]);
/** A desk step's answers that carry the sealing, or the technical record, as it now stands. */
const sealingAnswers = writeAnswers(saying({ sealing: sealingStateSchema }));
const evaluationAnswers = writeAnswers(saying({ technical: technicalRecordSchema }));

/** `GET /api/staff/tenders/:tenderNo/bids`: the sealing and the count, or the records once opened. */
export const staffBidsRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids',
  answers: readAnswers(z.object({ success: z.boolean(), bids: staffBidsSchema }), STAFF_TENDER_REFUSALS),
});

/** `GET …/bids/share` (an opener): the salt and iterations to derive their passphrase keys. */
export const shareParamsRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids/share',
  answers: readAnswers(z.object({ success: z.boolean(), share: shareParamsSchema }), STAFF_TENDER_REFUSALS),
});

/** `POST …/bids/arm`: an opener's public keys and wrapped share, made in their browser. */
export const armSealingEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/arm',
  body: sealingArmSchema,
  answers: sealingAnswers,
});

/** `POST …/bids/open/:stage/begin`: `{ code, proof }`; the wrapped share and the bids' wrapped keys of the stage. */
export const beginOpeningEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/open/:stage/begin',
  body: openingConfirmSchema,
  answers: writeAnswers(z.object({ success: z.boolean(), step: openingStepSchema })),
});

/** `POST …/bids/open/:stage/partials` (the first opener): `{ token, partials }`. */
export const openingPartialsEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/open/:stage/partials',
  body: openingPartialsSchema,
  answers: sealingAnswers,
});

/** `POST …/bids/open/:stage/keys` (the second opener): the bids' data keys; the technical or the opening record. */
export const openingKeysEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/open/:stage/keys',
  body: openingKeysSchema,
  answers: writeAnswers(saying({ technical: technicalRecordSchema.nullable(), record: openingRecordSchema.nullable() })),
});

/** `POST …/bids/evaluation`: `{ bidNumber, decision, reason }`, after the technical opening. */
export const evaluateBidEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/evaluation',
  body: evaluationSchema,
  answers: evaluationAnswers,
});

/** `POST …/bids/evaluation/done`, no body: the technical evaluation is final; the bidders are told. */
export const finishEvaluationEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/evaluation/done',
  answers: evaluationAnswers,
});

/** `POST …/bids/award`: `{ bidNumber, reason }`, after the financial opening. */
export const awardBidEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tenders/:tenderNo/bids/award',
  body: awardRequestSchema,
  answers: writeAnswers(saying({ award: awardSchema })),
});

/** `GET …/bids/statement.csv`: the comparative statement. */
export const statementCsvRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids/statement.csv',
  answers: documentAnswers,
});

/** `GET …/bids/statement.pdf`: the comparative statement. */
export const statementPdfRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids/statement.pdf',
  answers: documentAnswers,
});

/** `GET …/bids/letter-of-award.pdf` (staff): any awarded tender's letter. */
export const letterOfAwardRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids/letter-of-award.pdf',
  answers: documentAnswers,
});

/** `GET …/bids/:bidNumber/:envelope/:index` (staff), after the opening: one opened file. */
export const openedFileRead = endpoint({
  method: 'GET',
  path: '/api/staff/tenders/:tenderNo/bids/:bidNumber/:envelope/:index',
  answers: documentAnswers,
});

/** The addresses under the API base (`/backend`) for links and downloads, filled in from the contracts above. */
export const BID_PATHS = {
  mine: (tenderNo: string) => pathOf(myBidRead, { tenderNo }),
  submit: (tenderNo: string) => pathOf(submitBidEndpoint, { tenderNo }),
  withdraw: (tenderNo: string) => pathOf(withdrawBidEndpoint, { tenderNo }),
  reconfirm: (tenderNo: string) => pathOf(reconfirmBidEndpoint, { tenderNo }),
  publicBids: (tenderNo: string) => pathOf(publicBidsRead, { tenderNo }),
  staffBids: (tenderNo: string) => pathOf(staffBidsRead, { tenderNo }),
  arm: (tenderNo: string) => pathOf(armSealingEndpoint, { tenderNo }),
  share: (tenderNo: string) => pathOf(shareParamsRead, { tenderNo }),
  openBegin: (tenderNo: string, stage: OpeningStage) => pathOf(beginOpeningEndpoint, { tenderNo, stage }),
  openPartials: (tenderNo: string, stage: OpeningStage) => pathOf(openingPartialsEndpoint, { tenderNo, stage }),
  openKeys: (tenderNo: string, stage: OpeningStage) => pathOf(openingKeysEndpoint, { tenderNo, stage }),
  evaluate: (tenderNo: string) => pathOf(evaluateBidEndpoint, { tenderNo }),
  evaluationDone: (tenderNo: string) => pathOf(finishEvaluationEndpoint, { tenderNo }),
  award: (tenderNo: string) => pathOf(awardBidEndpoint, { tenderNo }),
  statement: (tenderNo: string, format: 'csv' | 'pdf') => pathOf(format === 'csv' ? statementCsvRead : statementPdfRead, { tenderNo }),
  letter: (tenderNo: string) => pathOf(letterOfAwardRead, { tenderNo }),
  myLetter: (tenderNo: string) => pathOf(myLetterOfAwardRead, { tenderNo }),
  file: (tenderNo: string, bidNumber: string, envelope: 'technical' | 'financial', fileIndex: number) =>
    pathOf(openedFileRead, { tenderNo, bidNumber, envelope, index: fileIndex }),
} as const;
