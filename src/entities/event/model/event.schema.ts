import { z } from 'zod';
import { resolveContentDate } from '@/shared/lib/content-date';
import { contentSchema, isoDate, text, whole } from '@/shared/lib/record-schema';

/** A company event (docs/spec-fields.md §3). */
export const eventSchema = z.object({
  EventID: whole,
  EventName: text,
  Description: text,
  /** ISO date, `yyyy-MM-dd`. */
  EventDate: isoDate,
  EventLocation: text,
  /** An image path on the API host. */
  Img: text,
  Published: z.boolean(),
});

/**
 * A record of `content/`: says whether it is shown. Demo dates may be relative to the day of the sync
 * (`today+18`, see `resolveContentDate`): such a date moves every day, so each day's first sync (or start)
 * updates it and the demo never ages.
 */
export const eventContentSchema = contentSchema(eventSchema, {
  published: 'required',
  translated: ['EventName', 'Description', 'EventLocation'],
  overrides: { EventDate: z.string().transform((value) => resolveContentDate(value)).pipe(isoDate) },
});
