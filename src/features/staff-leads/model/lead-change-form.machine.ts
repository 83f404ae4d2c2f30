import { z } from 'zod';
import { LEAD_STATUSES, MAX_NOTE_LENGTH, type LeadChange } from '@/entities/lead';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine, type FailureTexts } from '@/shared/model/form.machine';

/** The owner picker's choice that takes the lead from whoever has it. */
export const UNASSIGNED = 'unassigned';

export const NOTHING_TO_CHANGE = 'Choose a new status or owner, or write a note.';

/**
 * The lead page's form as typed: each box empty means "leave it as it is". The owner is `unassigned`
 * or a staff id as text (a select's value).
 */
export const leadChangeFormSchema = z
  .object({
    status: z.union([z.literal(''), z.enum(LEAD_STATUSES)]),
    owner: z.union([z.literal(''), z.literal(UNASSIGNED), z.string().regex(/^[1-9]\d*$/, 'Choose a staff member.')]),
    note: z.string().trim().max(MAX_NOTE_LENGTH, `A note must be at most ${MAX_NOTE_LENGTH} characters.`),
  })
  .refine((values) => values.status !== '' || values.owner !== '' || values.note !== '', { path: ['note'], message: NOTHING_TO_CHANGE });

export type LeadChangeValues = FormValues<typeof leadChangeFormSchema>;

/** The change without its version: the page adds the version of the lead it shows as it sends. */
export type LeadChangeRequestBody = Omit<LeadChange, 'version'>;

export function leadChangeOf({ status, owner, note }: LeadChangeValues): LeadChangeRequestBody {
  const text = note.trim();
  return {
    ...(status ? { status } : {}),
    ...(owner ? { owner: owner === UNASSIGNED ? null : Number(owner) } : {}),
    ...(text ? { note: text } : {}),
  };
}

export const LEAD_CHANGE_TEXTS: FailureTexts = {
  network: 'We could not reach the desk. Check the connection and save again: your note is kept.',
  unexpected: 'The change was not saved. Please save again: your note is kept.',
};

/**
 * Working a lead on the shared form lifecycle: a next status, an owner, a note, saved together. A
 * refusal (a stale version's 409, a move the lead cannot make) keeps every typed value, the note above
 * all; a success empties the form for the next step.
 */
export const leadChangeFormMachine = createFormMachine<LeadChangeValues, LeadChangeRequestBody>({
  id: 'lead-change-form',
  empty: { status: '', owner: '', note: '' },
  validate: validateWith(leadChangeFormSchema),
  toPayload: leadChangeOf,
  failureTexts: LEAD_CHANGE_TEXTS,
});
