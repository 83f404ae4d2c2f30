import type { Tender, TenderStatus } from '@/entities/tender';
import { acceptsApplications, daysToDeadline, tenderStatus } from '@/entities/tender';
import { isoDate } from '@/shared/lib/dates';
import { formatRupees } from '@/shared/lib/indian-number';

/**
 * The tender detail page's one date format, everywhere on the page (status line, letter, timeline,
 * corrigenda, appendix): docs/spec-fields.md §9's ISO date (yyyy-MM-dd). The list keeps dd/MM/yyyy (docs/spec-fields.md §2).
 */
export const detailDate = isoDate;

const formatters = new Map<string, Intl.NumberFormat>();

/** Rupee amounts in the Indian grouping (₹14,62,846.00), in the tender's own currency. */
export function formatAmount(amount: number | null | undefined, currency: string | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const code = (currency || 'INR').trim().toUpperCase();
  // Rupees without an Intl formatter: making one costs a phone ~20 ms while the page hydrates.
  if (code === 'INR') return formatRupees(amount);
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: code });
    } catch {
      // Not an ISO 4217 code: show the number with the code as received rather than nothing.
      return `${code} ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
    }
    formatters.set(code, formatter);
  }
  return formatter.format(amount);
}

/** 2 048 → "2 KB", 3 500 000 → "3.3 MB". */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

export type StatusTone = 'open' | 'soon' | 'closed' | 'awarded' | 'cancelled';

export const STATUS_TONE: Record<TenderStatus, StatusTone> = {
  Open: 'open',
  'Closing soon': 'soon',
  Closed: 'closed',
  Awarded: 'awarded',
  Cancelled: 'cancelled',
};

/** Whole days left to bid while a tender is open (0: the last day); null otherwise. */
export function daysLeft(tender: Pick<Tender, 'Expiry_Date' | 'Outcome'>, now: Date): number | null {
  if (!acceptsApplications(tenderStatus(tender, now))) return null;
  return daysToDeadline(tender.Expiry_Date, now);
}

/** "Closes today", "Closes in 3 days" while a tender is open; '' otherwise. */
export function closesIn(tender: Pick<Tender, 'Expiry_Date' | 'Outcome'>, now: Date): string {
  const days = daysLeft(tender, now);
  if (days === null) return '';
  return days === 0 ? 'Closes today' : `Closes in ${days} day${days === 1 ? '' : 's'}`;
}

/** The list's tabs: Open (everything that takes applications), Closing soon, Closed (the archive). */
export type TenderTab = 'open' | 'closing-soon' | 'closed';

/** The board's tabs, with their English words (the tab, the table's caption, the empty tab's line). */
export const TENDER_TABS: Array<{ value: TenderTab; label: string; caption: string; empty: string }> = [
  { value: 'open', label: 'Open', caption: 'Open tenders', empty: 'No tender is open for bids right now.' },
  { value: 'closing-soon', label: 'Closing soon', caption: 'Tenders closing soon', empty: 'No open tender closes within the next 7 days.' },
  { value: 'closed', label: 'Closed', caption: 'Closed tenders', empty: 'No closed tenders yet.' },
];

export const asTab = (value: string | null): TenderTab => (value === 'closing-soon' || value === 'closed' ? value : 'open');

export function inTab(tab: TenderTab, status: TenderStatus): boolean {
  if (tab === 'open') return acceptsApplications(status);
  if (tab === 'closing-soon') return status === 'Closing soon';
  return !acceptsApplications(status);
}

export type TenderSort = 'published-desc' | 'expiry-asc' | 'expiry-desc';

/** The sorts the board offers, with their English names. */
export const TENDER_SORTS: Array<{ value: TenderSort; label: string }> = [
  { value: 'published-desc', label: 'Publish date, newest first' },
  { value: 'expiry-asc', label: 'Expiry date, soonest first' },
  { value: 'expiry-desc', label: 'Expiry date, latest first' },
];

const SEARCHED_FIELDS = ['TenderNo', 'Bill_To', 'Ship_To', 'Sales_Agent', 'Status', 'Reference'] as const;

const SORT_KEYS: Record<TenderSort, { field: 'TenderDate' | 'Expiry_Date'; direction: 1 | -1 }> = {
  'published-desc': { field: 'TenderDate', direction: -1 },
  'expiry-asc': { field: 'Expiry_Date', direction: 1 },
  'expiry-desc': { field: 'Expiry_Date', direction: -1 },
};

/** The tenders whose number, parties, agent, status or reference contain every word of `query`, sorted. */
export function filterTenders<T extends Tender>(tenders: readonly T[], query: string, sort: TenderSort): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = tenders.filter((tender) => {
    const haystack = SEARCHED_FIELDS.map((field) => String(tender[field] ?? '')).join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const { field, direction } = SORT_KEYS[sort];
  // ISO dates sort as text (code unit order: no collator to load); a tender without the date goes last
  // either way. The sort is stable.
  return found.sort((a, b) => {
    const left = a[field] || '';
    const right = b[field] || '';
    if (!left || !right) return left ? -1 : right ? 1 : 0;
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
}

/** Tenders per page of the list. */
export const PAGE_SIZE = 20;

/** The page count of `total` items and `page` kept within it (1-based). */
export function pageOf(total: number, page: number): { page: number; pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  const start = (current - 1) * PAGE_SIZE;
  return { page: current, pages, start, end: Math.min(start + PAGE_SIZE, total) };
}

/** The detail page and the Apply link both carry the number in the query string (docs/spec-fields.md, "Where the specification is silent"). */
export const tenderDetailPath = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;
/** Apply: the vendor registration (`/userinfo`) for a vendor already logged in, the log-in page (which leads there) otherwise. */
export const tenderApplyPath = (tenderNo: string, loggedIn = false) => `${loggedIn ? '/userinfo' : '/tender/login'}?tenderNo=${encodeURIComponent(tenderNo)}`;
/** A vendor's own registrations (linked from the header's session indicator). */
export const MY_APPLICATIONS_PATH = '/tender/applications';
