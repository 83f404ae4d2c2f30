import { BID_TEXTS } from '../config/bid-texts';
import { detailDate } from './tender-format';

/** `2026-12-20T15:00` (India wall clock) → `2026-12-20, 15:00 (India time)`, in the detail page's one date format. */
export function formatIndiaTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${detailDate(value.slice(0, 10))}, ${value.slice(11)} (${BID_TEXTS.indiaTime})`;
}

/** The `datetime` attribute of a `<time>` for an India wall-clock time: with its offset, so it names one instant. */
export const indiaDateTime = (value: string) => `${value}+05:30`;

