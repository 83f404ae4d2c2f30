import { COMPANY_TIME_ZONE, dayEndsAt, dayIn, daysBetween, isIsoDay, shiftDay, wallClockInstant } from '@/shared/lib/company-day';
import { shiftDatesInText } from './corrigendum-text';
import type { Tender } from './tender';
import type { ContentCorrigendum, ContentDocument } from './tender.schema';

// The calendar-day helpers are the company's, not the board's alone; re-exported for the board's users.
export { dayEndsAt, dayIn, daysBetween, isIsoDay, shiftDay };

/**
 * The tender board's rules, shared by the client, the API host, the feed and the staff command:
 * a tender's status comes from its stored fields (bid deadline, outcome) and today's date in the
 * company's time zone, never from free text. Both sides call the same function, so a cached answer
 * can never make the client show a tender as open after its deadline.
 */

/** The company works in India: a tender's deadline day ends at midnight in Nashik, for every visitor. */
export const TENDER_TIME_ZONE = COMPANY_TIME_ZONE;

/** Within this many days of its deadline (deadline day included) an open tender is "Closing soon". */
export const CLOSING_SOON_DAYS = 7;

export const TENDER_STATUSES = ['Open', 'Closing soon', 'Closed', 'Awarded', 'Cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];


/** Days from today (company time) to the bid deadline: 0 on the deadline day, negative after it; null without one. */
export function daysToDeadline(deadline: string | null | undefined, now: Date = new Date()): number | null {
  if (!isIsoDay(deadline ?? '')) return null;
  return daysBetween(dayIn(now), deadline as string);
}

/**
 * The fields a status is computed from. `Bid_Deadline` is optional only for records written before it
 * existed (an older host's answer): without it the deadline is the end of `Expiry_Date`.
 */
type StatusFields = Pick<Tender, 'Expiry_Date' | 'Outcome'> & Partial<Pick<Tender, 'Bid_Deadline'>>;

/**
 * The instant bids stop: `Bid_Deadline` (India time) when the tender has one, else the end of its
 * `Expiry_Date` in the company's time zone; null without either.
 */
export function deadlineAt(tender: Pick<StatusFields, 'Expiry_Date' | 'Bid_Deadline'>): Date | null {
  if (tender.Bid_Deadline) {
    const at = wallClockInstant(tender.Bid_Deadline, TENDER_TIME_ZONE);
    if (at) return at;
  }
  return isIsoDay(tender.Expiry_Date ?? '') ? dayEndsAt(tender.Expiry_Date, TENDER_TIME_ZONE) : null;
}

/** The instant `Bid_Opening_At` names, or null when the tender has none. */
export const openingAt = (tender: Partial<Pick<Tender, 'Bid_Opening_At'>>): Date | null =>
  tender.Bid_Opening_At ? wallClockInstant(tender.Bid_Opening_At, TENDER_TIME_ZONE) : null;

/**
 * Open, Closing soon (7 days or less to the deadline day), Closed (from the deadline's minute, or no
 * deadline at all), Awarded or Cancelled (recorded by staff). Without a time the deadline day is still open.
 */
export function tenderStatus(tender: StatusFields, now: Date = new Date()): TenderStatus {
  if (tender.Outcome === 'Awarded') return 'Awarded';
  if (tender.Outcome === 'Cancelled') return 'Cancelled';
  const deadline = deadlineAt(tender);
  if (!deadline || now.getTime() >= deadline.getTime()) return 'Closed';
  const days = daysToDeadline(tender.Bid_Deadline ? tender.Bid_Deadline.slice(0, 10) : tender.Expiry_Date, now);
  if (days === null || days < 0) return 'Closed';
  return days <= CLOSING_SOON_DAYS ? 'Closing soon' : 'Open';
}

/** Applications are taken only while a tender is open (closing soon included). */
export const acceptsApplications = (status: TenderStatus): boolean => status === 'Open' || status === 'Closing soon';

export const isTenderOpen = (tender: StatusFields, now: Date = new Date()): boolean => acceptsApplications(tenderStatus(tender, now));

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
  if (!acceptsApplications(tenderStatus(tender, now))) return null;
  const midnight = statusValidUntil(now);
  const deadline = deadlineAt(tender);
  return deadline && deadline.getTime() < midnight.getTime() ? deadline : midnight;
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
  tender: (Pick<Tender, 'Expiry_Date' | 'Outcome' | 'Corrigendum_Date'> & Partial<Pick<Tender, 'Bid_Deadline'>> & { TenderNo: string }) | null;
  /** True when a corrigendum, an award or a cancellation came after the registration. */
  changedSinceApplied: boolean;
  /** The vendor's latest online bid on the tender (issue 23, `docs/bids.md`), or null; absent from an older host. */
  bid?: MyApplicationBid | null;
}

/** A bid as My applications lists it; the receipt is `BidReceipt` of `@/entities/bid`. */
export interface MyApplicationBid {
  bidNumber: string;
  state: 'submitted' | 'withdrawn' | 'superseded';
  submittedAt: string;
  needsReconfirmation: boolean;
  /** Once the technical evaluation is final (issue 38): the committee's decision on this bid, with its reason. */
  evaluation?: { decision: 'qualified' | 'not-qualified'; reason: string } | null;
  /** True when the tender was awarded to this bid (then the vendor downloads their letter of award). */
  awarded?: boolean;
  receipt: {
    bidNumber: string;
    tenderNo: string;
    submittedAt: string;
    submittedAtIndia: string;
    files: Array<{ index: number; envelope: 'technical' | 'financial'; name: string; type: string; size: number; sha256: string }>;
    financialSha256: string;
    confirmedAt: string;
  };
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

/* ---------- Demo content: dates relative to the day the database is seeded ---------- */

/** The date fields of a tender record that move with the demo's day. */
export const TENDER_DATE_FIELDS = ['TenderDate', 'Expiry_Date', 'PreBid_Date', 'Bid_Opening_Date', 'reminder'] as const;
/** Date-and-time fields (`yyyy-MM-ddTHH:mm`) that move with the demo's day too. */
export const TENDER_TIME_FIELDS = ['Bid_Deadline', 'Bid_Opening_At'] as const;

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

/** A copy of a content tender with every date (its own, its corrigenda's, and those in their words) moved by `days`. */
export function shiftTenderDates<T extends object>(record: T, days: number): T {
  if (days === 0) return record;
  const moved: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const move = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? shiftDay(value, days) : value);
  for (const field of TENDER_DATE_FIELDS) moved[field] = move(moved[field]);
  for (const field of TENDER_TIME_FIELDS) {
    const value = moved[field];
    if (typeof value === 'string' && isIsoDay(value.slice(0, 10)) && value.length > 10) moved[field] = `${shiftDay(value.slice(0, 10), days)}${value.slice(10)}`;
  }
  if (Array.isArray(moved.Corrigenda)) {
    moved.Corrigenda = (moved.Corrigenda as ContentCorrigendum[]).map((entry) => ({
      ...entry,
      Date: move(entry.Date) as string,
      New_Deadline: move(entry.New_Deadline ?? '') as string,
      Text: typeof entry.Text === 'string' ? shiftDatesInText(entry.Text, days) : entry.Text,
    }));
  }
  return moved as T;
}

/** The latest corrigendum date of a content tender, or ''. */
export const latestCorrigendumDate = (corrigenda: ContentCorrigendum[] | undefined): string =>
  (corrigenda ?? []).reduce((latest, entry) => (entry.Date > latest ? entry.Date : latest), '');
