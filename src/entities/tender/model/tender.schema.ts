import { z } from 'zod';
import { contentSchema, isoDate, optionalIndiaTime, optionalIsoDate, text, whole } from '@/shared/lib/record-schema';
import { tradeListSchema } from './trades';

/** What staff record when a tender ends other than by its deadline (`npm run tenders -- award|cancel`). */
export const TENDER_OUTCOMES = ['', 'Awarded', 'Cancelled'] as const;
export type TenderOutcome = (typeof TENDER_OUTCOMES)[number];

/**
 * A tender of the public board (docs/spec-fields.md §3, names verbatim, typos included), with the board's key dates
 * and outcome (issue 9). The one definition of its fields: the API's answers, the content files, the ERP
 * import and the table type are derived from it, so a new field is one line here plus its migration.
 * `Published` is a column, never part of the record: only published tenders leave the server.
 */
export const tenderSchema = z.object({
  id: whole,
  TenderNo: text.min(1),
  /** `yyyy-MM-dd`. */
  TenderDate: isoDate,
  /** The bid submission deadline, `yyyy-MM-dd`: the deadline day is still open. */
  Expiry_Date: isoDate,
  CustomerID: whole,
  ProjectID: whole,
  Bill_To: text,
  Ship_To: text,
  /** The tender's title. */
  Reference: text,
  /** The scope of work, several lines in the office's words (issue 38); '' for a tender without one. */
  Description: text.default(''),
  Status: text,
  Status1: text,
  /** ISO 4217 code, e.g. "INR". */
  Currency: text,
  Sales_Agent: text,
  Discount_Type: text,
  Admin_Note: text,
  ShowQty: z.boolean(),
  Created_by: text,
  BillingTypeID: whole,
  SaveAs: text,
  Bank: text,
  Cash: z.number(),
  reminder: text,
  TotalTax: z.number(),
  TotalTaxPER: z.number(),
  TotalDicountPer: z.number(),
  TotalDicountAmont: z.number(),
  SubCostTotalAmont: z.number(),
  TenderTotalAmont: z.number(),
  AdjustmentCost: z.number(),
  /** Earnest money deposit a bid must carry, in `Currency`; 0 when the tender asks for none. */
  EMD_Amount: z.number().nonnegative().default(0),
  /** The pre-bid meeting, `yyyy-MM-dd` or ''. */
  PreBid_Date: optionalIsoDate,
  /** When the bids are opened, `yyyy-MM-dd` or ''. */
  Bid_Opening_Date: optionalIsoDate,
  /** '' while the tender runs its course; `Awarded` or `Cancelled` once staff record it. */
  Outcome: text.refine((value) => (TENDER_OUTCOMES as readonly string[]).includes(value), 'must be empty, Awarded or Cancelled').default(''),
  /** Date of the latest corrigendum, `yyyy-MM-dd`, or '' when there is none: kept by the board, never imported. */
  Corrigendum_Date: optionalIsoDate,
  /**
   * The bid deadline with its time, Asia/Kolkata wall clock `yyyy-MM-ddTHH:mm`, or '' (then the deadline is
   * the end of `Expiry_Date`). When set, `Expiry_Date` is its day and the tender is Closed from this minute.
   */
  Bid_Deadline: optionalIndiaTime,
  /** When the bids may be opened, `yyyy-MM-ddTHH:mm` Asia/Kolkata, or ''. When set, `Bid_Opening_Date` is its day. */
  Bid_Opening_At: optionalIndiaTime,
  /** The tender takes sealed online bids (issue 23); its two openers must arm the sealing first. */
  Online_Bids: z.boolean().default(false),
  /** The trades the tender is for (codes of `TRADES`, catalogue order; none by default): vendors of those trades are told of it. */
  Trades: tradeListSchema.default([]),
});

/** A corrigendum or document as written in `content/tenders.json`. */
export const contentCorrigendumSchema = z
  .object({ Date: isoDate, Text: text.min(1), New_Deadline: isoDate.or(z.literal('')).optional(), File: text.optional() })
  .strict();
export type ContentCorrigendum = z.input<typeof contentCorrigendumSchema>;
export const contentDocumentSchema = z.object({ Title: text.min(1), File: text.min(1) }).strict();
export type ContentDocument = z.input<typeof contentDocumentSchema>;

/**
 * A tender of `content/tenders.json`: says whether it is published, and may carry its documents and
 * corrigenda, which are not columns (see `server/tenders/seed-attachments.ts`). `Corrigendum_Date` is
 * derived from them when the file is read.
 */
export const tenderContentSchema = contentSchema(tenderSchema, {
  published: 'required',
  translated: ['Reference'],
  overrides: {
    Documents: z.array(contentDocumentSchema).optional(),
    Corrigenda: z.array(contentCorrigendumSchema).optional(),
  },
});
