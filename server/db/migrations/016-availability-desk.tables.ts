import type { Generated } from 'kysely';

/** Columns migration 016 adds to `consultation_availability` (its table type is in 013-bookings.tables.ts). */
export interface AvailabilityDeskColumns {
  /** Bumped by every save (desk or content file): an edit names the version it was read at. */
  version: Generated<number>;
  /** The staff member's e-mail who last saved it in the desk; null while it is the content file's. */
  edited_by: string | null;
  edited_at: string | null;
}
