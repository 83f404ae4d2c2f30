import { formatDate } from '@/shared/lib/dates';
import { BID_TEXTS } from '../config/bid-texts';

/** `2026-12-20T15:00` (India wall clock) → `20/12/2026, 15:00 (India time)`. */
export function formatIndiaTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${formatDate(value.slice(0, 10))}, ${value.slice(11)} (${BID_TEXTS.indiaTime})`;
}

/** The `datetime` attribute of a `<time>` for an India wall-clock time: with its offset, so it names one instant. */
export const indiaDateTime = (value: string) => `${value}+05:30`;

