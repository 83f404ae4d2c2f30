import { defineExporter } from './types';

/** Consultation bookings (issue 21); times are UTC instants, as stored. */
export const bookingsExporter = defineExporter({
  description: 'consultation bookings (office, video or site visit)',
  from: (db) => db.selectFrom('bookings'),
  pageBy: 'id',
  columns: [
    { name: 'id' },
    { name: 'created_at' },
    { name: 'place' },
    { name: 'slot_start' },
    { name: 'slot_end' },
    { name: 'status' },
    { name: 'name' },
    { name: 'email' },
    { name: 'phone' },
    { name: 'site_address' },
    { name: 'home_type' },
    { name: 'bhk' },
    { name: 'area_sqft' },
    { name: 'budget_band' },
    { name: 'rooms' },
    { name: 'estimate' },
    { name: 'floor_plan_name' },
  ],
});
