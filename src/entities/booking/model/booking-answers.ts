import type { SlotProblem } from './booking-rules';

/**
 * The visitor's texts the server answers with (and the flow shows as they come). With the screens' own
 * texts (`../config/booking-copy.ts`) they are every visitor text of the booking domain, in
 * English; their Marathi is the slice's catalogue (`../i18n/booking-text.mr.ts`). They are in the model
 * segment, as the schema's field messages are, because the server answers with them.
 */

export const BOOKING_ANSWERS = {
  booked: 'Your consultation is booked. A confirmation with a calendar invitation is on its way to your e-mail.',
  rescheduled: 'Your consultation has a new time. The new invitation and a new private link are on their way to your e-mail.',
  cancelled: 'Your consultation is cancelled.',
  noAvailability: 'Online booking is not open yet. Please call or WhatsApp us to book a consultation.',
} as const;

export const SLOT_MESSAGES: Record<SlotProblem | 'taken' | 'day', string> = {
  taken: 'This slot was just taken. Here are the nearest free ones.',
  invalid: 'Please choose a free slot.',
  past: 'This slot is in the past. Please choose another one.',
  'too-soon': 'This slot starts too soon for us to prepare. Please choose a later one.',
  'too-far': 'Bookings are not open that far ahead yet. Please choose an earlier day.',
  closed: 'We are closed that day. Please choose another day.',
  'outside-hours': 'That time is outside our hours. Please choose one of the free slots.',
  day: 'Please choose a day.',
};

export const LINK_MESSAGES = {
  unknown: 'This link does not open any booking. Please check that you copied the whole link from the e-mail.',
  replaced: 'This link is out of date: the booking was moved and a newer link was sent to your e-mail. Please use that one.',
  cancelled: 'This booking has been cancelled, so its link no longer works. You are welcome to book a new consultation.',
  past: 'This consultation has already taken place, so its link no longer works.',
} as const;
