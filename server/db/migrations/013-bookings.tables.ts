import type { Generated } from 'kysely';
import type { BookingPlace, BookingStatus } from '@/entities/booking/model/booking';
import type { AvailabilityDeskColumns } from './016-availability-desk.tables';

/** Tables of the consultation bookings (issue 21, migration 013). */

export interface ConsultationAvailabilityTable extends AvailabilityDeskColumns {
  /** Always 1: one availability for the company. */
  id: number;
  /** The resolved `Availability` (`src/entities/booking/model/booking-rules.ts`) as JSON. */
  rules: string;
  video_link: string;
  /** The IST day the demo's relative days are counted from (the day the database was first seeded). */
  seeded_on: string;
  /** SHA-256 of the content file last applied: an edited file is applied at the next start. */
  content_hash: string;
  updated_at: string;
}

export interface BookingsTable {
  id: Generated<number>;
  place: BookingPlace;
  /** ISO instant (UTC, `toISOString()`): one spelling per slot, so the unique index compares like with like. */
  slot_start: string;
  slot_end: string;
  status: Generated<BookingStatus>;
  name: string;
  email: string;
  phone: string;
  site_address: string;
  home_type: string;
  bhk: string;
  area_sqft: number | null;
  budget_band: string;
  /** Comma-separated room keys. */
  rooms: string;
  /** The estimator's summary line, or ''. */
  estimate: string;
  /** The video call's own room name under the availability's video link. */
  video_room: string;
  floor_plan_name: string | null;
  floor_plan_type: string | null;
  floor_plan_size: number | null;
  floor_plan_data: Buffer | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  /** The language of the page it was booked from, 'en' or 'mr' (migration 017): the visitor's mails are in it. */
  language: Generated<string>;
}

export interface BookingTokensTable {
  token_hash: string;
  booking_id: number;
  created_at: string;
  /** Set when a reschedule issued a newer link: this one then says it is stale. */
  replaced_at: string | null;
}

export interface BookingTables {
  consultation_availability: ConsultationAvailabilityTable;
  bookings: BookingsTable;
  booking_tokens: BookingTokensTable;
}
