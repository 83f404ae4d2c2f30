import { MAX_DOCUMENT_BYTES, TENDER_DESK_MESSAGES } from '@/entities/tender';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { describeForm, noAnswer, notASuccess, refusedBeside, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { EMPTY_CORRIGENDUM_FORM, tenderCorrigendumFormMachine, validateCorrigendum } from './tender-corrigendum-form.machine';

const notice = new File(['%PDF-1.4 extension'], 'extension.pdf', { type: 'application/pdf' });
const sized = (name: string, size: number) => ({ name, size }) as File;

describe('the corrigendum form’s checks', () => {
  it('are the command’s for the text and the deadline, and the desk’s for the file', () => {
    expect(validateCorrigendum({ text: '  ', newDeadline: '27-12-2026', newOpening: '2026-12-28', file: null })).toEqual({
      text: 'is required: say what changes',
      newDeadline: 'must be a date written yyyy-MM-dd (or yyyy-MM-ddTHH:mm), or empty',
      newOpening: 'must be a date and time written yyyy-MM-ddTHH:mm (India time), or empty',
    });
    expect(validateCorrigendum({ text: 'x'.repeat(2001), newDeadline: '', newOpening: '', file: sized('boq.docx', 10) })).toEqual({
      text: 'must be at most 2000 characters',
      file: TENDER_DESK_MESSAGES.fileType,
    });
    expect(validateCorrigendum({ text: 'Extended.', newDeadline: '2026-12-27T15:00', newOpening: '2026-12-28T11:00', file: sized('huge.pdf', MAX_DOCUMENT_BYTES + 1) })).toEqual({ file: TENDER_DESK_MESSAGES.fileTooLarge });
    expect(validateCorrigendum({ text: 'Extended.', newDeadline: '', newOpening: '', file: sized('BOQ.XLSX', MAX_DOCUMENT_BYTES) })).toEqual({});
  });
});

describeForm(tenderCorrigendumFormMachine, {
  empty: EMPTY_CORRIGENDUM_FORM,
  filled: { text: '  Bid deadline extended by a week.  ', newDeadline: '2026-12-27T15:00', newOpening: '2026-12-28T11:00', file: notice },
  required: { field: 'text', message: 'is required: say what changes' },
  accepted: { success: true, message: TENDER_DESK_MESSAGES.corrigendum('VI/TN/2026/501'), tenderNo: 'VI/TN/2026/501' },
  payload: { text: 'Bid deadline extended by a week.', newDeadline: '2026-12-27T15:00', newOpening: '2026-12-28T11:00', file: notice },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one: the form says why and keeps the values.
    notASuccess('The desk is read-only during the backup.'),
    refusedFields(400, 'The new deadline 2026-01-01 is before the tender was published (2026-11-20).', { newDeadline: 'is before the tender was published (2026-11-20)' }),
    refusedBeside(413, 'file', TENDER_DESK_MESSAGES.fileTooLarge),
    refusedWith(404, 'No tender numbered VI/TN/2026/501.'),
    noAnswer(SEND_FAILURE_MESSAGE),
  ],
});
