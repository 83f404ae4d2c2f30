/**
 * Calendar dates from the API host (`2025-02-15`, or a timestamp such as `2025-02-15T00:00:00.000Z`).
 * Only the date part is read and it is formatted in UTC, so a visitor west of Greenwich never sees
 * the day before (docs/spec-fields.md §9: dd/MM/yyyy in a UK English locale).
 */
const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * dd/MM/yyyy written out by hand, as `Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit',
 * year: 'numeric', timeZone: 'UTC' })` writes it: making that formatter loads the locale's data, ~20 ms
 * of a phone's main thread on the first page that shows a date, for three numbers and two slashes.
 */
const twoDigits = (value: number) => String(value).padStart(2, '0');
const ukDate = (date: Date) => `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** The calendar day as a UTC instant, or `null` when the text holds no valid date. */
function utcDay(value: string | null | undefined): Date | null {
  const match = DATE_PART.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2025-02-30 and the like, which Date.UTC would roll over into March.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** `2025-02-15` → `15/02/2025`. Text that holds no date is shown as received. */
export function formatDate(value: string | null | undefined): string {
  const date = utcDay(value);
  return date ? ukDate(date) : (value ?? '');
}

/** `2025-02-15T18:30:00Z` → `2025-02-15` (the ISO date part). Text that holds no date is shown as received. */
export function isoDate(value: string | null | undefined): string {
  const date = utcDay(value);
  return date ? date.toISOString().slice(0, 10) : (value ?? '');
}
