import { TENDER_DESK_MESSAGES } from '@/entities/tender';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { describeForm, noAnswer, notASuccess, refusedBeside } from '../../../../test/utils/form-model';
import { EMPTY_DOCUMENT_FORM, tenderDocumentFormMachine, validateDocument } from './tender-document-form.machine';

const drawing = new File(['AC1032 drawing'], 'ceiling-plan.dwg', { type: 'application/acad' });

describe('the document form’s checks', () => {
  it('asks for a file of a kind vendors bid with, and a short title', () => {
    expect(validateDocument({ title: '', file: null })).toEqual({ file: TENDER_DESK_MESSAGES.fileMissing });
    expect(validateDocument({ title: 't'.repeat(201), file: new File([''], 'empty.pdf') })).toEqual({ title: 'must be at most 200 characters', file: TENDER_DESK_MESSAGES.fileEmpty });
    expect(validateDocument({ title: '', file: drawing })).toEqual({});
  });
});

describeForm(tenderDocumentFormMachine, {
  empty: EMPTY_DOCUMENT_FORM,
  filled: { title: ' Ceiling plan ', file: drawing },
  required: { field: 'file', message: TENDER_DESK_MESSAGES.fileMissing },
  accepted: { success: true, message: TENDER_DESK_MESSAGES.attached('VI/TN/2026/501'), tenderNo: 'VI/TN/2026/501' },
  payload: { title: 'Ceiling plan', file: drawing },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one: the form says why and keeps the values.
    notASuccess('The desk is read-only during the backup.'),
    refusedBeside(400, 'file', 'ceiling-plan.dwg: the file is not really a DWG file (its content does not match its name).'),
    noAnswer(SEND_FAILURE_MESSAGE),
  ],
});
