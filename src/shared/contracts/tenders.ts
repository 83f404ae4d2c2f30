import { z } from 'zod';
import type { Tender } from './entities';

/**
 * The tender board's rules, shared by the client, the API host, the feed and the staff command:
 * a tender's status comes from its stored fields (bid deadline, outcome) and today's date in the
 * company's time zone, never from free text. Both sides call the same function, so a cached answer
 * can never make the client show a tender as open after its deadline.
 */

/** The company works in India: a tender's deadline day ends at midnight in Nashik, for every visitor. */
export const TENDER_TIME_ZONE = 'Asia/Kolkata';

/** Within this many days of its deadline (deadline day included) an open tender is "Closing soon". */
export const CLOSING_SOON_DAYS = 7;

export const TENDER_STATUSES = ['Open', 'Closing soon', 'Closed', 'Awarded', 'Cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** What staff record when a tender ends other than by its deadline (`npm run tenders -- award|cancel`). */
export const TENDER_OUTCOMES = ['', 'Awarded', 'Cancelled'] as const;
export type TenderOutcome = (typeof TENDER_OUTCOMES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`yyyy-MM-dd`) that `now` falls on in `timeZone`. */
export function dayIn(now: Date, timeZone: string = TENDER_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const utc = (isoDay: string) => {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** Whole days from `from` to `to` (both `yyyy-MM-dd`). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** `isoDay` moved by `days` whole days. */
export function shiftDay(isoDay: string, days: number): string {
  return new Date(utc(isoDay) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from today (company time) to the bid deadline: 0 on the deadline day, negative after it; null without one. */
export function daysToDeadline(deadline: string | null | undefined, now: Date = new Date()): number | null {
  if (!isIsoDay(deadline ?? '')) return null;
  return daysBetween(dayIn(now), deadline as string);
}

type StatusFields = Pick<Tender, 'Expiry_Date' | 'Outcome'>;

/**
 * Open, Closing soon (7 days or less to the deadline), Closed (past its bid deadline, or no deadline
 * at all), Awarded or Cancelled (recorded by staff). The deadline day itself is still open.
 */
export function tenderStatus(tender: StatusFields, now: Date = new Date()): TenderStatus {
  if (tender.Outcome === 'Awarded') return 'Awarded';
  if (tender.Outcome === 'Cancelled') return 'Cancelled';
  const days = daysToDeadline(tender.Expiry_Date, now);
  if (days === null || days < 0) return 'Closed';
  return days <= CLOSING_SOON_DAYS ? 'Closing soon' : 'Open';
}

/** Applications are taken only while a tender is open (closing soon included). */
export const acceptsApplications = (status: TenderStatus): boolean => status === 'Open' || status === 'Closing soon';

export const isTenderOpen = (tender: StatusFields, now: Date = new Date()): boolean => acceptsApplications(tenderStatus(tender, now));

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the clocks of `timeZone` are ahead of UTC at `instant`, in milliseconds. */
function utcOffsetAt(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
}

/**
 * The instant the calendar day `isoDay` (`yyyy-MM-dd`) ends in `timeZone`: the first instant of the next day
 * there (its midnight, or the first quarter hour after it where a clock change skips midnight).
 */
export function dayEndsAt(isoDay: string, timeZone: string = TENDER_TIME_ZONE): Date {
  const next = shiftDay(isoDay, 1);
  const midnight = utc(next);
  // The next midnight on that zone's clock from its offset around then; then to the quarter hour where the
  // day really changes, should the offset change that night (every time zone changes day on a quarter hour).
  let probe = midnight - utcOffsetAt(midnight - utcOffsetAt(midnight, timeZone), timeZone);
  const quarter = 15 * 60_000;
  while (dayIn(new Date(probe - quarter), timeZone) >= next) probe -= quarter;
  while (dayIn(new Date(probe), timeZone) < next) probe += quarter;
  return new Date(probe);
}

/**
 * The instant a status computed at `now` may next change (the next midnight in the company's time zone).
 * A cache of rendered tender pages must not keep one beyond it.
 */
export const statusValidUntil = (now: Date = new Date()): Date => dayEndsAt(dayIn(now));

/**
 * When what a page shows of `tender` at `now` changes by itself: while it takes applications, at the end of
 * the day (its status may turn, and "Closes in n days" counts down every midnight); never once it is
 * closed, awarded or cancelled (only staff change those). A cached page is rendered again from then on.
 */
export function statusChangesAt(tender: StatusFields, now: Date = new Date()): Date | null {
  return acceptsApplications(tenderStatus(tender, now)) ? statusValidUntil(now) : null;
}

/** A document attached to a tender (tender notice, BOQ, drawings). */
export interface TenderDocument {
  id: number;
  Title: string;
  File_Name: string;
  /** `pdf`, `xlsx`, `dwg` or `zip`. */
  Type: string;
  /** Bytes. */
  Size: number;
  /** Path on the API host (prefix `API_URL`); downloads as an attachment. */
  Url: string;
}

/** A dated notice that amends a tender, newest first in answers. */
export interface Corrigendum {
  id: number;
  /** `yyyy-MM-dd`. */
  Date: string;
  Text: string;
  /** The bid deadline it set (`yyyy-MM-dd`), or ''. */
  New_Deadline: string;
  Document: TenderDocument | null;
}

/** `/get_tender`'s element: the tender with its documents and corrigenda. */
export interface TenderDetail extends Tender {
  Documents: TenderDocument[];
  Corrigenda: Corrigendum[];
}

/** `GET /api/vendors/mine`: one of the logged-in vendor's registrations. */
export interface MyApplication {
  tenderNo: string;
  /** The tender's reference (its title); '' when the tender is no longer published. */
  title: string;
  appliedAt: string;
  companyName: string;
  /** The tender's stored fields status is computed from; null when the tender is no longer published. */
  tender: (Pick<Tender, 'Expiry_Date' | 'Outcome' | 'Corrigendum_Date'> & { TenderNo: string }) | null;
  /** True when a corrigendum, an award or a cancellation came after the registration. */
  changedSinceApplied: boolean;
}

/** Document kinds a tender may carry, by file extension: the type the API host sends them with. */
export const DOCUMENT_TYPES: Record<string, { mime: string; label: string }> = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel' },
  dwg: { mime: 'application/acad', label: 'AutoCAD drawing' },
  zip: { mime: 'application/zip', label: 'ZIP archive' },
};

/** Largest document accepted by `npm run tenders -- attach` (and the demo content). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const TENDER_MESSAGES = {
  notOpen: (status: TenderStatus) =>
    status === 'Closed'
      ? 'This tender is closed: its bid submission deadline has passed, so it no longer takes applications.'
      : status === 'Awarded'
        ? 'This tender has been awarded and no longer takes applications.'
        : status === 'Cancelled'
          ? 'This tender has been cancelled and takes no applications.'
          : 'This tender is not open for applications.',
} as const;

/* ---------- The staff import: one row of the ERP's CSV or JSON export ---------- */

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
 * One tender as the ERP exports it: SPEC section 3's fields (names verbatim) plus the key dates and
 * the outcome. `id` is optional (the board numbers new tenders itself); `Published` defaults to yes.
 */
export const tenderImportSchema = z
  .object({
    id: whole.optional(),
    TenderNo: text(50)
      .min(1, 'is required')
      .regex(/^[A-Za-z0-9/_.-]+$/, 'may hold only letters, digits and / _ . -'),
    TenderDate: day,
    Expiry_Date: day,
    PreBid_Date: optionalDay,
    Bid_Opening_Date: optionalDay,
    /** Absent (no such column): a new tender has none, an existing one keeps what staff recorded. */
    Outcome: z
      .union([z.string(), z.null()])
      .transform((value) => (value ?? '').trim())
      .refine((value) => (TENDER_OUTCOMES as readonly string[]).includes(value), 'must be empty, Awarded or Cancelled')
      .optional(),
    CustomerID: whole,
    ProjectID: whole,
    Bill_To: optionalText(),
    Ship_To: optionalText(),
    Reference: text(500).min(1, 'is required (it is the tender’s title)'),
    Status: optionalText(100),
    Status1: optionalText(100),
    Currency: optionalText(3).transform((value) => value.toUpperCase() || 'INR'),
    Sales_Agent: optionalText(200),
    Discount_Type: optionalText(100),
    Admin_Note: optionalText(2000),
    ShowQty: yesNo,
    Created_by: optionalText(200),
    BillingTypeID: whole,
    SaveAs: optionalText(100),
    Bank: optionalText(),
    Cash: number,
    reminder: optionalDay,
    TotalTax: number,
    TotalTaxPER: number,
    TotalDicountPer: number,
    TotalDicountAmont: number,
    SubCostTotalAmont: number,
    TenderTotalAmont: number,
    AdjustmentCost: number,
    /** Absent or empty: a new tender is published, an existing one keeps its state. */
    Published: z.preprocess((value) => (value === '' || value === null ? undefined : value), yesNo.optional()),
  })
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
  });
export type TenderImportRow = z.infer<typeof tenderImportSchema>;

/* ---------- Demo content: dates relative to the day the database is seeded ---------- */

/** The date fields of a tender record that move with the demo's day. */
export const TENDER_DATE_FIELDS = ['TenderDate', 'Expiry_Date', 'PreBid_Date', 'Bid_Opening_Date', 'reminder'] as const;

/** A corrigendum or document as written in `content/tenders.json`. */
export interface ContentCorrigendum {
  Date: string;
  Text: string;
  New_Deadline?: string;
  /** A file under `content/tenders/`, or ''. */
  File?: string;
}
export interface ContentDocument {
  Title: string;
  /** A file under `content/tenders/`. */
  File: string;
}

/**
 * `content/tenders.json`: the demo's dates are written as on `datesRelativeTo` and move by the days
 * between it and the day the database is seeded, so a new demo always has open, closing and closed
 * tenders. A real company writes `datesRelativeTo: null` (dates kept as written) or uses the import.
 */
export interface TenderContentFile<T> {
  datesRelativeTo: string | null;
  tenders: Array<T & { Corrigenda?: ContentCorrigendum[]; Documents?: ContentDocument[] }>;
}

/** Whole days to move the demo's dates on `now` (0 when the content gives no reference day). */
export function demoDateShift(datesRelativeTo: string | null | undefined, now: Date = new Date()): number {
  return isIsoDay(datesRelativeTo ?? '') ? daysBetween(datesRelativeTo as string, dayIn(now)) : 0;
}

/** A copy of a content tender with every date (its own and its corrigenda's) moved by `days`. */
export function shiftTenderDates<T extends object>(record: T, days: number): T {
  if (days === 0) return record;
  const moved: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const move = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? shiftDay(value, days) : value);
  for (const field of TENDER_DATE_FIELDS) moved[field] = move(moved[field]);
  if (Array.isArray(moved.Corrigenda)) {
    moved.Corrigenda = (moved.Corrigenda as ContentCorrigendum[]).map((entry) => ({
      ...entry,
      Date: move(entry.Date) as string,
      New_Deadline: move(entry.New_Deadline ?? '') as string,
    }));
  }
  return moved as T;
}

/** The latest corrigendum date of a content tender, or ''. */
export const latestCorrigendumDate = (corrigenda: ContentCorrigendum[] | undefined): string =>
  (corrigenda ?? []).reduce((latest, entry) => (entry.Date > latest ? entry.Date : latest), '');
