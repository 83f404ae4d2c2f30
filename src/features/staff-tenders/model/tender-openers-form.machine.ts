import { OPENER_MESSAGES, tenderOpenersSchema, type TenderOpenersPayload } from '@/entities/tender';
import { validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

/**
 * Naming a tender's two openers: a staff member in each select (their id as the option's value; '' for
 * none). The body is `{ staffIds: [first, second] }`; the schema names a wrong choice as `opener1` or
 * `opener2`, as the server does, so each message sits beside its select. After a success the section
 * pre-fills the selects with what the server now holds.
 */
export type TenderOpenersValues = { opener1: string; opener2: string };

export const EMPTY_TENDER_OPENERS: TenderOpenersValues = { opener1: '', opener2: '' };

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** The request body for the two selects' values. */
export const openersPayloadOf = ({ opener1, opener2 }: TenderOpenersValues) => ({ staffIds: [idOf(opener1), idOf(opener2)] });

const validate = validateWith(tenderOpenersSchema);

export const tenderOpenersFormMachine = createFormMachine<TenderOpenersValues, TenderOpenersPayload>({
  id: 'staff-tender-openers-form',
  empty: EMPTY_TENDER_OPENERS,
  validate: (values) => validate(openersPayloadOf(values)),
  toPayload: (values) => tenderOpenersSchema.parse(openersPayloadOf(values)),
  failureTexts: { network: OPENER_MESSAGES.failure, unexpected: OPENER_MESSAGES.failure },
});
