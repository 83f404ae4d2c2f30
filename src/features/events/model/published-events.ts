import type { CompanyEvent, EventHeader } from '@/shared/contracts/entities';

/** The API host sends a boolean; a database row read without conversion would give 1 or "true". */
function isPublished(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** SPEC: only published events are shown, in the order the API host sends them. */
export function publishedEvents(events: readonly CompanyEvent[]): CompanyEvent[] {
  return events.filter((event) => isPublished(event.Published));
}

/** The first header record that names an image. */
export function eventBannerImage(headers: readonly EventHeader[]): string {
  return headers.find((header) => header.head_Event?.trim())?.head_Event ?? '';
}
