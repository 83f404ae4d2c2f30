import { corrigendumInputSchema, documentFileProblem } from '@/entities/tender';
import { validateWith, type FieldErrors } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import type { TenderCorrigendumUpload } from '../api/staff-tenders-api';

/**
 * The corrigendum form on a tender's desk page: the text (what changes), an optional new bid deadline and
 * an optional file. The text and the deadline are checked with the schema `npm run tenders -- corrigendum`
 * uses; the rules that need the tender (a deadline not before it was published, nor past its bid opening)
 * are the server's, and its per-field messages land beside the fields.
 */
export type CorrigendumFormValues = { text: string; newDeadline: string; file: File | null };

export const EMPTY_CORRIGENDUM_FORM: CorrigendumFormValues = { text: '', newDeadline: '', file: null };

const checkTextAndDeadline = validateWith(corrigendumInputSchema);

export function validateCorrigendum(values: CorrigendumFormValues): FieldErrors {
  const errors = checkTextAndDeadline({ text: values.text, newDeadline: values.newDeadline });
  const fileProblem = values.file ? documentFileProblem(values.file) : null;
  return fileProblem ? { ...errors, file: fileProblem } : errors;
}

export const tenderCorrigendumFormMachine = createFormMachine<CorrigendumFormValues, TenderCorrigendumUpload>({
  id: 'staff-tender-corrigendum-form',
  empty: EMPTY_CORRIGENDUM_FORM,
  validate: validateCorrigendum,
  toPayload: ({ text, newDeadline, file }) => ({ text: text.trim(), newDeadline: newDeadline.trim(), file }),
});
