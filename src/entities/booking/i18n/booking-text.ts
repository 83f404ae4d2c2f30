import { defineTextCatalogue, useText } from '@/shared/i18n';

/**
 * The booking flow's and the manage page's texts, keyed by the English ones (`config/booking-copy.ts`),
 * with the server's answers and the booking schema's messages, and the words of a slot's date and time.
 */
export const bookingText = defineTextCatalogue('booking', () => import(/* webpackChunkName: "mr-screens" */ './booking-text.mr'));

/**
 * The flow's texts in the page's language: `t(FLOW_COPY.x)`; `t(message)` for a message of the server or
 * the schema (one it does not know is shown as it came); `dated(formatSlot(start))`, a slot's date and time
 * with their English words (day, month, am/pm) translated.
 */
export function useBookingText() {
  const t = useText(bookingText);
  return { t, dated: (text: string) => text.replace(/[a-z]+/gi, (word) => t(word)) };
}
