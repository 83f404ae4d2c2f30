import type { Tender } from '@/shared/contracts/entities';

const formatters = new Map<string, Intl.NumberFormat>();

/** Rupee amounts in the Indian grouping (₹14,62,846.00), in the tender's own currency. */
export function formatAmount(amount: number | null | undefined, currency: string | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const code = (currency || 'INR').trim().toUpperCase();
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` (the visitor's calendar day) to a `yyyy-MM-dd` date; null if it is no date. */
export function daysUntil(isoDate: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - start) / DAY_MS);
}

export type ExpiryTone = 'open' | 'soon' | 'closed';

export interface ExpiryBadge {
  label: string;
  tone: ExpiryTone;
}

/** Within this many days a tender is shown as closing soon. */
export const CLOSING_SOON_DAYS = 7;

/** "Closes in N days" / "Closes today" / "Closed", from the expiry date alone. */
export function expiryBadge(isoDate: string | null | undefined, today: Date = new Date()): ExpiryBadge | null {
  const days = daysUntil(isoDate, today);
  if (days === null) return null;
  if (days < 0) return { label: 'Closed', tone: 'closed' };
  if (days === 0) return { label: 'Closes today', tone: 'soon' };
  return { label: `Closes in ${days} day${days === 1 ? '' : 's'}`, tone: days <= CLOSING_SOON_DAYS ? 'soon' : 'open' };
}

export type TenderSort = 'published-desc' | 'expiry-asc' | 'expiry-desc';

const SEARCHED_FIELDS = ['TenderNo', 'Bill_To', 'Ship_To', 'Sales_Agent', 'Status', 'Reference'] as const;

const SORT_KEYS: Record<TenderSort, { field: 'TenderDate' | 'Expiry_Date'; direction: 1 | -1 }> = {
  'published-desc': { field: 'TenderDate', direction: -1 },
  'expiry-asc': { field: 'Expiry_Date', direction: 1 },
  'expiry-desc': { field: 'Expiry_Date', direction: -1 },
};

/** The tenders whose number, parties, agent, status or reference contain every word of `query`, sorted. */
export function filterTenders(tenders: readonly Tender[], query: string, sort: TenderSort): Tender[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = tenders.filter((tender) => {
    const haystack = SEARCHED_FIELDS.map((field) => String(tender[field] ?? '')).join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const { field, direction } = SORT_KEYS[sort];
  // ISO dates sort as text; a tender without the date goes last either way. The sort is stable.
  return found.sort((a, b) => {
    const left = a[field] || '';
    const right = b[field] || '';
    if (!left || !right) return left ? -1 : right ? 1 : 0;
    return left.localeCompare(right) * direction;
  });
}

/** The detail page and the Apply link both carry the number in the query string (DESIGN section 4). */
export const tenderDetailPath = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;
export const tenderApplyPath = (tenderNo: string) => `/tender/login?tenderNo=${encodeURIComponent(tenderNo)}`;
