import { describeForm, noAnswer, notASuccess, refusedBeside } from '../../../../test/utils/form-model';
import { LEAD_CHANGE_TEXTS, leadChangeFormMachine, leadChangeFormSchema, leadChangeOf, NOTHING_TO_CHANGE } from './lead-change-form.machine';

const STALE = 'Someone else changed this lead meanwhile. Check their change, then save yours again.';

describeForm(leadChangeFormMachine, {
  empty: { status: '', owner: '', note: '' },
  // Only a note: emptied, it leaves nothing to send, and the form says so (status and owner below).
  filled: { status: '', owner: '', note: '  Called; site visit on Friday. ' },
  required: { field: 'note', message: NOTHING_TO_CHANGE },
  accepted: { success: true, message: 'Saved.', lead: {} },
  // Sent as the change the API reads: the owner picker's "unassigned" is null, the note trimmed.
  payload: { note: 'Called; site visit on Friday.' },
  refusals: [
    // An answer that is not a success, whatever its status, saved nothing.
    notASuccess('Nothing to change: the lead already reads so.'),
    { error: { status: 409, data: { success: false, message: STALE, lead: {} } }, says: STALE, status: 409 },
    refusedBeside(400, 'status', 'A New lead cannot be marked Won.'),
    noAnswer(LEAD_CHANGE_TEXTS.network),
    { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>' }, says: LEAD_CHANGE_TEXTS.unexpected, status: 502 },
  ],
});

describe('the lead change as sent', () => {
  it('names only what was chosen: a status, an owner (null for unassigned), a trimmed note', () => {
    expect(leadChangeOf({ status: 'won', owner: '7', note: '' })).toEqual({ status: 'won', owner: 7 });
    expect(leadChangeOf({ status: '', owner: 'unassigned', note: ' Passed to Kiran. ' })).toEqual({ owner: null, note: 'Passed to Kiran.' });
  });

  it('refuses an owner that is not a staff id and a status that does not exist', () => {
    expect(leadChangeFormSchema.safeParse({ status: '', owner: 'me', note: '' }).success).toBe(false);
    expect(leadChangeFormSchema.safeParse({ status: 'archived', owner: '', note: '' }).success).toBe(false);
    expect(leadChangeFormSchema.safeParse({ status: 'lost', owner: '', note: '' }).success).toBe(true);
  });
});
