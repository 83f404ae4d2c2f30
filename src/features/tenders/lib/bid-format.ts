import { wallClockOf } from '@/shared/lib/company-day';
import { detailDate } from './tender-format';

/**
 * `2026-12-20T15:00` (India wall clock) → `2026-12-20, 15:00 (India time)`, in the detail page's one date format;
 * a Marathi page passes the zone's name in Marathi.
 */
export function formatIndiaTime(value: string, zone: string = 'India time'): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${detailDate(value.slice(0, 10))}, ${value.slice(11)} (${zone})`;
}

/** The `datetime` attribute of a `<time>` for an India wall-clock time: with its offset, so it names one instant. */
export const indiaDateTime = (value: string) => `${value}+05:30`;


/**
 * An instant (ISO, UTC: a receipt's `submittedAt`) on the office's clock, in the detail page's one date
 * format: `2026-11-25, 15:45:42 (India time)`. The e-mailed receipt keeps the server's `submittedAtIndia`.
 */
export function formatIndiaInstant(iso: string | null | undefined, zone: string = 'India time'): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const clock = wallClockOf(new Date(time));
  return `${detailDate(clock.slice(0, 10))}, ${clock.slice(11)} (${zone})`;
}
