import type { BookingPlace } from './booking-place';
import type { Availability } from './booking-rules';

export { BOOKING_PLACES, type BookingPlace, type Slot } from './booking-place';

/**
 * A consultation booking (issue 21): a visitor's appointment at an office, on a video call or at their
 * site, in one real slot. The places and statuses are shared by the server (table, routes, e-mails),
 * the booking flow and the staff desk. No zod here: the flow's first screen never carries it.
 */

/** Active: the slot is held. Done and No-show keep it held (the hour was spent); Cancelled frees it. */
export const BOOKING_STATUSES = ['booked', 'done', 'no-show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const HOME_TYPES = ['apartment', 'bungalow', 'row-house', 'office', 'shop'] as const;
export type HomeType = (typeof HOME_TYPES)[number];

export const BHK_OPTIONS = ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '5+ BHK', 'Not applicable'] as const;

export const BUDGET_BANDS = ['under-5-lakh', '5-10-lakh', '10-20-lakh', '20-35-lakh', 'above-35-lakh', 'not-sure'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

export const ROOMS = ['living', 'kitchen', 'master-bedroom', 'bedroom', 'kids-room', 'pooja', 'bathroom', 'full-home'] as const;
export type Room = (typeof ROOMS)[number];

/** The floor plan a visitor may attach: PDF, JPG or PNG, up to 10 MB. */
export const FLOOR_PLAN_MAX_BYTES = 10 * 1024 * 1024;
export const FLOOR_PLAN_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const FLOOR_PLAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** A booking as the visitor's manage page and the confirmation see it. */
export interface BookingView {
  id: number;
  place: BookingPlace;
  start: string;
  end: string;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string;
  siteAddress: string;
  /** Where the meeting is: the office's address, the video link, or the visitor's site. */
  where: string;
}

/** A booking as the staff desk lists it. */
export interface StaffBooking extends BookingView {
  homeType: string;
  bhk: string;
  areaSqft: number | null;
  budgetBand: string;
  rooms: string;
  estimate: string;
  hasFloorPlan: boolean;
  createdAt: string;
  version: number;
}

/** Where the visitor manages a booking: the link in the confirmation e-mail. */
export const manageBookingPath = (token: string) => `/consultation/manage/${encodeURIComponent(token)}`;

/** The availability as the desk reads it (`GET /api/staff/availability`): the rules, the video link, and the version to save on. */
export interface DeskAvailability {
  availability: Availability & { videoLink: string };
  version: number;
  /** `content` while the file's (never saved in the desk), `desk` once someone has. */
  source: 'content' | 'desk';
  editedBy: string | null;
  updatedAt: string;
}

/** A live booking the saved availability no longer has a slot for: staff move it on `/staff/bookings`. */
export interface AffectedBooking {
  id: number;
  place: BookingPlace;
  start: string;
  name: string;
  /** `closed`: the day is now closed there; `outside-hours`: the slot is no longer in the hours. */
  reason: 'closed' | 'outside-hours';
}
