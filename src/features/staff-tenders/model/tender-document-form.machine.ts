import { documentFileProblem, TENDER_DESK_MESSAGES } from '@/entities/tender';
import type { FieldErrors } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import type { TenderDocumentUpload } from '../api/staff-tenders-api';

/** The "attach a document" form on a tender's desk page: a title (the file's name when empty) and the file. */
export type DocumentFormValues = { title: string; file: File | null };

export const EMPTY_DOCUMENT_FORM: DocumentFormValues = { title: '', file: null };

const TITLE_MAX = 200;

export function validateDocument({ title, file }: DocumentFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (title.trim().length > TITLE_MAX) errors.title = `must be at most ${TITLE_MAX} characters`;
  // Anything but a chosen file (an emptied box) counts as none. Not `instanceof File`: a test's files are Node's.
  const chosen = typeof file === 'object' && file !== null && typeof file.name === 'string';
  const fileProblem = chosen ? documentFileProblem(file) : TENDER_DESK_MESSAGES.fileMissing;
  if (fileProblem) errors.file = fileProblem;
  return errors;
}

export const tenderDocumentFormMachine = createFormMachine<DocumentFormValues, TenderDocumentUpload>({
  id: 'staff-tender-document-form',
  empty: EMPTY_DOCUMENT_FORM,
  validate: validateDocument,
  // Only sent once `validate` found a file.
  toPayload: ({ title, file }) => ({ title: title.trim(), file: file as File }),
});
