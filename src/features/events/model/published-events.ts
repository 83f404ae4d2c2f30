import type { CompanyEvent } from '@/entities/event';
import type { EventHeader } from '@/entities/event-header';

/** The API host sends a boolean; a database row read without conversion would give 1 or "true". */
function isPublished(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** SPEC: only published events are shown. */
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

/** The first header record that names an image. */
export function eventBannerImage(headers: readonly EventHeader[]): string {
  return headers.find((header) => header.head_Event?.trim())?.head_Event ?? '';
}
