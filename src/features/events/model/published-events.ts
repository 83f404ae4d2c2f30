import type { CompanyEvent } from '@/entities/event';
import type { EventHeader } from '@/entities/event-header';
import { dayEndsAt, isIsoDay } from '@/shared/lib/company-day';

/** The API host sends a boolean; a database row read without conversion would give 1 or "true". */
function isPublished(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** Only published events are shown (docs/spec-fields.md, "Events"). */
export function publishedEvents(events: readonly CompanyEvent[]): CompanyEvent[] {
  return events.filter((event) => isPublished(event.Published));
}

/** `yyyy-MM-dd` of a moment, in the visitor's own calendar. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The published events a visitor reads: upcoming ones first, soonest first (an event today is upcoming),
 * then past ones, newest first. Dates compare as `yyyy-MM-dd` text, so no time zone moves an event a day.
 */
export function eventsByDate(events: readonly CompanyEvent[], today: string): { upcoming: CompanyEvent[]; past: CompanyEvent[] } {
  const shown = publishedEvents(events);
  const day = (event: CompanyEvent) => String(event.EventDate ?? '').slice(0, 10);
  return {
    upcoming: shown.filter((event) => day(event) >= today).sort((a, b) => day(a).localeCompare(day(b))),
    past: shown.filter((event) => day(event) < today).sort((a, b) => day(b).localeCompare(day(a))),
  };
}

/**
 * When the split of `eventsByDate` changes by itself: the soonest upcoming event becomes past when its day
 * ends in the company's calendar (the one the server renders with). Null without an upcoming event.
 */
export function upcomingChangesAt(upcoming: readonly CompanyEvent[]): Date | null {
  const soonest = upcoming.map((event) => String(event.EventDate ?? '').slice(0, 10)).find(isIsoDay);
  return soonest ? dayEndsAt(soonest) : null;
}

/** The first header record that names an image. */
export function eventBannerImage(headers: readonly EventHeader[]): string {
  return headers.find((header) => header.head_Event?.trim())?.head_Event ?? '';
}
