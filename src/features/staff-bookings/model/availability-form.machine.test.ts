import { AVAILABILITY_MESSAGES, EMPTY_AVAILABILITY_FORM, readAvailabilityForm, type AvailabilityFormValues } from '@/entities/booking';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm, noAnswer, notASuccess, refusedFields } from '../../../../test/utils/form-model';
import { AVAILABILITY_FORM_TEXTS, availabilityFormMachine } from './availability-form.machine';

/** The desk's form as typed (each place's hours by weekday, the closed days one a line), at version 3. */
const filled: AvailabilityFormValues = {
  ...EMPTY_AVAILABILITY_FORM,
  version: 3,
  bookAheadDays: '21',
  minNoticeMinutes: '120',
  videoLink: 'https://meet.jit.si/vastukala-consultation',
  'nashik.slotMinutes': '45',
  'nashik.mon': '10:00-13:00, 14:00-18:30',
  'nashik.sat': '10:00-14:30',
  'shirdi.slotMinutes': '60',
  'shirdi.tue': '11:00-13:00',
  'video.slotMinutes': '30',
  'video.sun': '11:00-13:00',
  'site.slotMinutes': '90',
  'site.fri': '10:30-13:30, 15:00-18:00',
  closed: '2026-11-29 [shirdi] The Shirdi designer’s day off\n2027-01-26 Republic Day',
};

describeForm(availabilityFormMachine, {
  empty: EMPTY_AVAILABILITY_FORM,
  filled,
  required: { field: 'bookAheadDays', message: AVAILABILITY_MESSAGES.bookAheadDays },
  accepted: { success: true, message: AVAILABILITY_MESSAGES.saved, affected: [], notes: [] },
  payload: {
    version: 3,
    bookAheadDays: 21,
    minNoticeMinutes: 120,
    videoLink: 'https://meet.jit.si/vastukala-consultation',
    places: {
      nashik: { slotMinutes: 45, weekly: { mon: [['10:00', '13:00'], ['14:00', '18:30']], sat: [['10:00', '14:30']] } },
      shirdi: { slotMinutes: 60, weekly: { tue: [['11:00', '13:00']] } },
      video: { slotMinutes: 30, weekly: { sun: [['11:00', '13:00']] } },
      site: { slotMinutes: 90, weekly: { fri: [['10:30', '13:30'], ['15:00', '18:00']] } },
    },
    closed: [
      { day: '2026-11-29', places: ['shirdi'], reason: 'The Shirdi designer’s day off' },
      { day: '2027-01-26', places: [], reason: 'Republic Day' },
    ],
  },
  refusals: [
    // An answer that is not a success, whatever its status, saves nothing the screen would show.
    notASuccess('The availability was not saved.'),
    {
      error: { status: 409, data: { success: false, message: AVAILABILITY_MESSAGES.stale, current: {} } },
      says: AVAILABILITY_MESSAGES.stale,
      status: 409,
    },
    refusedFields(400, FORM_INVALID_MESSAGE, { closed: AVAILABILITY_MESSAGES.closedPast('2026-11-20') }),
    noAnswer(AVAILABILITY_FORM_TEXTS.network),
  ],
});

describe('the availability form as typed', () => {
  it('reads the texts: hours with a dash or an en dash, a closed day for some places, and says what is wrong beside each field', () => {
    const { edit } = readAvailabilityForm({ ...filled, 'nashik.mon': '9:30–13:00 , 14:00-18:00', closed: '2026-12-03 [shirdi video] Fair\n\n2027-01-26 Republic Day' });
    expect(edit?.places.nashik.weekly.mon).toEqual([['09:30', '13:00'], ['14:00', '18:00']]);
    expect(edit?.closed).toEqual([
      { day: '2026-12-03', places: ['shirdi', 'video'], reason: 'Fair' },
      { day: '2027-01-26', places: [], reason: 'Republic Day' },
    ]);
    const { errors } = readAvailabilityForm({ ...filled, 'shirdi.sat': '10 to 1', closed: '2026-12-03 [mars] Trip', videoLink: 'meet' });
    expect(errors).toEqual({ 'shirdi.sat': AVAILABILITY_MESSAGES.hoursFormat, closed: AVAILABILITY_MESSAGES.closedPlace(1, 'mars'), videoLink: AVAILABILITY_MESSAGES.videoLink });
    expect(readAvailabilityForm({ ...filled, closed: 'next monday off' }).errors).toEqual({ closed: AVAILABILITY_MESSAGES.closedLine(1) });
  });
});
