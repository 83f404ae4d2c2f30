import { z } from 'zod';
import { fieldKind, isoDate, isWallClockTime, listOfCell, optionalIndiaTime, optionalIsoDate, type FieldKind } from '@/shared/lib/record-schema';
import { isIsoDay } from './tender-rules';
import { TENDER_OUTCOMES } from './tender';
import { tenderSchema } from './tender.schema';
import { withTenderAmounts } from './tender-amounts';
import { tradeListSchema, type TradeCode } from './trades';

/*
 * The staff import (`npm run tenders -- import FILE`): one row of the ERP's CSV or JSON export. Derived
 * from the tender record: every field of it is imported, read leniently by its kind (a spreadsheet's cells
 * are text: "1,462,846.00" is a number, "yes" a flag, an empty cell an empty text), dates by the record's
 * date types; only the fields with rules of their own are written out below.
 */

const text = (max = 500) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max = 500) =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`));
const day = z.string().trim().refine(isIsoDay, 'must be a date written yyyy-MM-dd');
const optionalDay = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || isIsoDay(value), 'must be a date written yyyy-MM-dd, or empty');
/** A date and time in India, `yyyy-MM-ddTHH:mm` (a space instead of the T, as spreadsheets write it, is read too). */
const optionalTime = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((value) => (value ?? '').trim().replace(' ', 'T'))
  .refine((value) => value === '' || isWallClockTime(value), 'must be a date and time written yyyy-MM-ddTHH:mm, or empty');
/** CSV cells arrive as text: numbers may be "1,462,846.00" or "14,62,846". */
const number = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value.replace(/,/g, ''))) : (value ?? 0)),
  z.number({ invalid_type_error: 'must be a number' }).finite('must be a number'),
);
const whole = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value.trim())) : (value ?? 0)),
  z.number({ invalid_type_error: 'must be a whole number' }).int('must be a whole number'),
);
const yesNo = z.preprocess((value) => {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null || value === '') return false;
  const word = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(word)) return true;
  if (['0', 'false', 'no', 'n'].includes(word)) return false;
  return value;
}, z.boolean({ invalid_type_error: 'must be yes or no' }));

/**
 * A list of codes: a JSON list, or a CSV cell with the codes separated by `;` or `|` (an empty cell is none);
 * absent (no such column) it stays undefined, so an existing tender keeps its own.
 */
const codes = z.preprocess((value) => (typeof value === 'string' ? listOfCell(value) : value === null ? [] : value), z.array(z.string()).optional());

const BY_KIND: Record<FieldKind, z.ZodTypeAny> = { string: optionalText(), integer: whole, number, boolean: yesNo, list: codes };

type Shape = typeof tenderSchema.shape;
/** Kept by the board itself, never imported. */
type Derived = 'Corrigendum_Date';

/** A record field read leniently: the record's dates as dates, everything else by its kind. */
function lenient(type: z.ZodTypeAny): z.ZodTypeAny {
  if (type === isoDate) return day;
  if (type === optionalIsoDate) return optionalDay;
  if (type === optionalIndiaTime) return optionalTime;
  return BY_KIND[fieldKind(type)];
}

const derived = Object.fromEntries(
  Object.entries(tenderSchema.shape)
    .filter(([name]) => name !== 'Corrigendum_Date')
    .map(([name, type]) => [name, lenient(type as z.ZodTypeAny)]),
) as { [K in Exclude<keyof Shape, Derived>]: z.ZodTypeAny };

/**
 * One tender as the ERP exports it: docs/spec-fields.md §3's fields (names verbatim) plus the key dates and
 * the outcome. `id` is optional (the board numbers new tenders itself); `Published` defaults to yes.
 */
const importObject = z.object({
    ...derived,
    id: whole.optional(),
    TenderNo: text(50)
      .min(1, 'is required')
      .regex(/^[A-Za-z0-9/_.-]+$/, 'may hold only letters, digits and / _ . -'),
    /** Absent (no such column): a new tender has none, an existing one keeps what staff recorded. */
    Outcome: z
      .union([z.string(), z.null()])
      .transform((value) => (value ?? '').trim())
      .refine((value): value is (typeof TENDER_OUTCOMES)[number] => (TENDER_OUTCOMES as readonly string[]).includes(value), 'must be empty, Awarded or Cancelled')
      .optional(),
    Reference: text(500).min(1, 'is required (it is the tender’s title)'),
    /** The scope of work: several lines. */
    Description: optionalText(5000),
    Status: optionalText(100),
    Status1: optionalText(100),
    Currency: optionalText(3).transform((value) => value.toUpperCase() || 'INR'),
    Sales_Agent: optionalText(200),
    Discount_Type: optionalText(100),
    Admin_Note: optionalText(2000),
    Created_by: optionalText(200),
    SaveAs: optionalText(100),
    reminder: optionalDay,
    /** The trades' codes (`TRADES`); absent (no such column): a new tender has none, an existing one keeps its own. */
    Trades: z.preprocess((value) => (typeof value === 'string' ? listOfCell(value) : value === null ? [] : value), tradeListSchema.optional()),
    /** Absent or empty: a new tender is published, an existing one keeps its state. */
    Published: z.preprocess((value) => (value === '' || value === null ? undefined : value), yesNo.optional()),
  });

/** The fields an import row may carry, in the record's order. */
export const TENDER_IMPORT_FIELDS = Object.keys(importObject.shape) as Array<keyof TenderImportRow>;

/**
 * A deadline or an opening with a time gives its day to the date column beside it (`Expiry_Date`,
 * `Bid_Opening_Date`), so the two never disagree and the spec's column keeps its meaning.
 */
function withDaysOfTimes(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const row = { ...(value as Record<string, unknown>) };
  const dayOf = (time: unknown) => (typeof time === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/.test(time.trim()) ? time.trim().slice(0, 10) : null);
  const deadlineDay = dayOf(row.Bid_Deadline);
  if (deadlineDay) row.Expiry_Date = deadlineDay;
  const openingDay = dayOf(row.Bid_Opening_At);
  if (openingDay) row.Bid_Opening_Date = openingDay;
  return row;
}

export const tenderImportSchema = z.preprocess(withDaysOfTimes, importObject
  .superRefine((row, context) => {
    if (row.Expiry_Date < row.TenderDate) {
      context.addIssue({ code: 'custom', path: ['Expiry_Date'], message: 'must not be before TenderDate' });
    }
    if (row.PreBid_Date && (row.PreBid_Date < row.TenderDate || row.PreBid_Date > row.Expiry_Date)) {
      context.addIssue({ code: 'custom', path: ['PreBid_Date'], message: 'must fall between TenderDate and Expiry_Date' });
    }
    if (row.Bid_Opening_Date && row.Bid_Opening_Date < row.Expiry_Date) {
      context.addIssue({ code: 'custom', path: ['Bid_Opening_Date'], message: 'must not be before Expiry_Date' });
    }
    if (row.Bid_Opening_At && row.Bid_Deadline && row.Bid_Opening_At < row.Bid_Deadline) {
      context.addIssue({ code: 'custom', path: ['Bid_Opening_At'], message: 'must not be before Bid_Deadline' });
    }
    for (const field of ['SubCostTotalAmont', 'TotalDicountPer', 'TotalTaxPER', 'EMD_Amount'] as const) {
      if ((row[field] as number) < 0) context.addIssue({ code: 'custom', path: [field], message: 'must not be negative' });
    }
    for (const field of ['TotalDicountPer', 'TotalTaxPER'] as const) {
      if ((row[field] as number) > 100) context.addIssue({ code: 'custom', path: [field], message: 'must be a percentage, at most 100' });
    }
  })
  // Discount, tax and total follow from the sub-total (`tender-amounts.ts`): the figures typed or imported for them are not kept.
  .transform((row) => withTenderAmounts(row as never) as typeof row)) as unknown as z.ZodType<TenderImportRow, z.ZodTypeDef, unknown>;

/** A checked row: the record's fields as the import writes them (`id` optional, `Published` when the file says). */
export type TenderImportRow = Omit<z.output<typeof tenderSchema>, Derived | 'id' | 'Outcome' | 'Trades'> & {
  id?: number;
  Trades?: TradeCode[];
  Outcome?: (typeof TENDER_OUTCOMES)[number];
  Published?: boolean;
};
