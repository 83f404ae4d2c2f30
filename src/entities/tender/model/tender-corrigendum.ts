import { z } from 'zod';
import { isWallClockTime } from '@/shared/lib/record-schema';
import { isIsoDay } from './tender-rules';

/**
 * A corrigendum as staff write it (the desk's form, `npm run tenders -- corrigendum`): the text, and
 * optionally a new bid deadline, a new bid opening and the day it is published (today when empty). The
 * rules that need the tender itself or the clock (a deadline later than now and than the current one once
 * bids are in, a time for a tender taking online bids, the opening after the deadline) are the tender
 * service's (`server/tenders/tender-service.ts`), with the words of `CORRIGENDUM_MESSAGES`.
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
  /** `yyyy-MM-ddTHH:mm` (India time): the bids are opened then; empty keeps the opening as it is. */
  newOpening: z
    .union([z.string(), z.null(), z.undefined()])
    .transform((value) => (value ?? '').trim().replace(' ', 'T'))
    .refine((value) => value === '' || isWallClockTime(value), 'must be a date and time written yyyy-MM-ddTHH:mm (India time), or empty'),
  date: optionalDay,
});

/** The tender service's refusals of a corrigendum's dates and of an edit that moves them, shown by the desk as they are. */
export const CORRIGENDUM_MESSAGES = {
  timeRequired: 'must carry its time for a tender that takes online bids: write yyyy-MM-ddTHH:mm (India time)',
  notFuture: (now: string) => `must be later than now (${now} India time)`,
  notLater: (current: string) => `must be later than the current deadline (${current}) once bids are in; bidders keep at least the time they were given`,
  openingNotAfter: (deadline: string) => `must be after the bid deadline (${deadline})`,
  openingNotFuture: (now: string) => `must be later than now (${now} India time)`,
  opened: 'cannot move: the bids of this tender have been opened',
  /** An edit naming a deadline field of a tender whose sealing is armed. */
  byCorrigendum: 'moves only by corrigendum once the sealing is armed: issue a corrigendum on the tender’s page (or `npm run tenders -- corrigendum`)',
} as const;

export type CorrigendumInput = z.input<typeof corrigendumInputSchema>;
