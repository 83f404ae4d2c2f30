import { corrigendumInputSchema, documentFileProblem } from '@/entities/tender';
import { validateWith, type FieldErrors } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import type { TenderCorrigendumUpload } from '../api/staff-tenders-api';

/**
 * The corrigendum form on a tender's desk page: the text (what changes), an optional new bid deadline with
 * its time, an optional new bid opening and an optional file. The text and the times are checked with the
 * schema `npm run tenders -- corrigendum` uses; the rules that need the tender or the clock (later than now,
 * later than the current deadline once bids are in, the opening after the deadline) are the server's, and
 * its per-field messages land beside the fields.
 */
export type CorrigendumFormValues = { text: string; newDeadline: string; newOpening: string; file: File | null };

export const EMPTY_CORRIGENDUM_FORM: CorrigendumFormValues = { text: '', newDeadline: '', newOpening: '', file: null };

const checkTextAndDeadline = validateWith(corrigendumInputSchema);

export function validateCorrigendum(values: CorrigendumFormValues): FieldErrors {
  const errors = checkTextAndDeadline({ text: values.text, newDeadline: values.newDeadline, newOpening: values.newOpening });
  const fileProblem = values.file ? documentFileProblem(values.file) : null;
  return fileProblem ? { ...errors, file: fileProblem } : errors;
}

export const tenderCorrigendumFormMachine = createFormMachine<CorrigendumFormValues, TenderCorrigendumUpload>({
  id: 'staff-tender-corrigendum-form',
  empty: EMPTY_CORRIGENDUM_FORM,
  validate: validateCorrigendum,
  toPayload: ({ text, newDeadline, newOpening, file }) => ({ text: text.trim(), newDeadline: newDeadline.trim(), newOpening: newOpening.trim(), file }),
});
