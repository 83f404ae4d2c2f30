import { z } from 'zod';
import { isWallClockTime } from '@/shared/lib/record-schema';
import { isIsoDay } from './tender-rules';

/**
 * A corrigendum as staff write it (the desk's form, `npm run tenders -- corrigendum`): the text, and
 * optionally a new bid deadline and the day it is published (today when empty). The rule that needs the
 * tender itself (a deadline not before the tender was published) is the tender service's.
 */
const optionalDay = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || isIsoDay(value), 'must be a date written yyyy-MM-dd, or empty');

const CORRIGENDUM_TEXT_MAX = 2000;

export const corrigendumInputSchema = z.object({
  text: z
    .string({ required_error: 'is required: say what changes', invalid_type_error: 'is required: say what changes' })
    .trim()
    .min(1, 'is required: say what changes')
    .max(CORRIGENDUM_TEXT_MAX, `must be at most ${CORRIGENDUM_TEXT_MAX} characters`),
  /** `yyyy-MM-dd` (the deadline's time of day is kept), or `yyyy-MM-ddTHH:mm` (India time) for a new time too. */
  newDeadline: z
    .union([z.string(), z.null(), z.undefined()])
    .transform((value) => (value ?? '').trim().replace(' ', 'T'))
    .refine((value) => value === '' || isIsoDay(value) || isWallClockTime(value), 'must be a date written yyyy-MM-dd (or yyyy-MM-ddTHH:mm), or empty'),
  date: optionalDay,
});

export type CorrigendumInput = z.input<typeof corrigendumInputSchema>;
