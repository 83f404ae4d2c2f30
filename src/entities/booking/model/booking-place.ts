/** Where a consultation takes place, and a slot: what the slot rules (`booking-rules.ts`) and the booking (`booking.ts`) both name, in a leaf of its own so neither imports the other back. */

export const BOOKING_PLACES = ['nashik', 'shirdi', 'video', 'site'] as const;
export type BookingPlace = (typeof BOOKING_PLACES)[number];

/** One slot: its first and its end instant (ISO, UTC). */
export interface Slot {
  start: string;
  end: string;
}
