import { isIsoDay, shiftDay } from '@/shared/lib/company-day';

/**
 * A corrigendum's words and its dates (no zod: the tender rules and the screens use it too). The tender
 * service refuses a text that contradicts its own deadline; the demo's content moves the dates in the
 * words with the day the database is seeded, as it moves the fields.
 */

/** Dates as staff write them in a corrigendum: 27/11/2026, 27-11-2026, 27.11.2026 or 2026-11-27. */
const DATE_IN_TEXT = /\b(?:(\d{1,2})([/.-])(\d{1,2})\2(\d{4})|(\d{4})-(\d{2})-(\d{2}))\b/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** Every valid date the text names, as yyyy-MM-dd, in the order written. */
export function datesNamedIn(text: string): string[] {
  const days: string[] = [];
  for (const match of text.matchAll(DATE_IN_TEXT)) {
    const day = match[5] ? `${match[5]}-${match[6]}-${match[7]}` : `${match[4]}-${pad(Number(match[3]))}-${pad(Number(match[1]))}`;
    if (isIsoDay(day)) days.push(day);
  }
  return days;
}

/**
 * The text with every date it names moved by `days`, each kept in the way it was written (the demo's
 * corrigenda move with the day the database is seeded, their words included).
 */
export function shiftDatesInText(text: string, days: number): string {
  if (days === 0) return text;
  return text.replace(DATE_IN_TEXT, (whole, d, separator, m, y, isoYear) => {
    const day = isoYear ? whole : `${y}-${pad(Number(m))}-${pad(Number(d))}`;
    if (!isIsoDay(day)) return whole;
    const moved = shiftDay(day, days);
    if (isoYear) return moved;
    const [year, month, date] = moved.split('-');
    return `${date}${separator}${month}${separator}${year}`;
  });
}

/** Words that make a date in the text a deadline. */
const DEADLINE_WORDS = /\b(deadline|extended|extension|last date|due date|closing date|postponed|preponed)\b/i;

const written = (day: string) => day.split('-').reverse().join('/');

/**
 * Why a corrigendum's text contradicts its own deadline, or null. With a new deadline, a text that names
 * dates must name that one ("extended from 20/11/2026 to 27/11/2026"); without one, a text that speaks of
 * a deadline may not name a date other than the tender's current deadline. A text with no date is fine:
 * the new deadline is shown beside it.
 */
export function corrigendumDeadlineProblem(input: { text: string; newDeadline: string; currentDeadline: string }): string | null {
  const named = [...new Set(datesNamedIn(input.text))];
  if (named.length === 0) return null;
  const newDay = input.newDeadline.slice(0, 10);
  if (newDay) {
    if (named.includes(newDay)) return null;
    return `names ${named.map(written).join(', ')} but the new deadline is ${written(newDay)}: make them agree, or leave the date out of the text (the new deadline is shown with it)`;
  }
  if (!DEADLINE_WORDS.test(input.text)) return null;
  const other = named.filter((day) => day !== input.currentDeadline.slice(0, 10));
  if (other.length === 0) return null;
  return `speaks of a deadline on ${other.map(written).join(', ')} but gives no new deadline: enter it as the new deadline, or correct the text`;
}
