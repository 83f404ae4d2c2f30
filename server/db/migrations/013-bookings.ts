import { sql } from 'kysely';
import { type AnyDb, bytesType, idColumn, required, one, primaryKey, ownedBy, requiredText } from './columns';

/**
 * Consultation bookings (issue 21): the availability the slot rules read (one row, seeded from
 * `content/consultation.json`), the bookings, their private manage links, and two columns the outbox
 * needs to write to a visitor (the address, an iCalendar invitation). Self-contained, like every migration.
 *
 * No double booking is the database's guarantee, not a check before the write: a partial unique index on
 * (place, slot_start) over the bookings that are not cancelled. Both SQLite and PostgreSQL have partial
 * indexes; the second of two simultaneous inserts fails with a unique violation, whatever the isolation.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('consultation_availability')
    .addColumn('id', 'integer', primaryKey)
    .$call(requiredText('rules', 'video_link', 'seeded_on', 'content_hash', 'updated_at'))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('place', 'slot_start', 'slot_end'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('booked'))
    .$call(requiredText('name', 'email', 'phone', 'site_address', 'home_type', 'bhk'))
    .addColumn('area_sqft', 'integer')
    .$call(requiredText('budget_band', 'rooms', 'estimate', 'video_room'))
    .addColumn('floor_plan_name', 'text')
    .addColumn('floor_plan_type', 'text')
    .addColumn('floor_plan_size', 'integer')
    .addColumn('floor_plan_data', bytesType(db))
    .$call(requiredText('created_at', 'updated_at'))
    .addColumn('version', 'integer', one)
    .execute();
  await sql`create unique index bookings_active_slot on bookings (place, slot_start) where status <> 'cancelled'`.execute(db);
  await db.schema.createIndex('bookings_slot_idx').on('bookings').columns(['slot_start', 'place']).execute();

  // Only a hash of each link's token is kept: a copy of the database opens no booking.
  await db.schema
    .createTable('booking_tokens')
    .addColumn('token_hash', 'text', primaryKey)
    .addColumn('booking_id', 'integer', ownedBy('bookings.id'))
    .addColumn('created_at', 'text', required)
    .addColumn('replaced_at', 'text')
    .execute();
  await db.schema.createIndex('booking_tokens_booking_idx').on('booking_tokens').column('booking_id').execute();

  // `mail_outbox.recipient` (a mail to the visitor) came with migration 011.
  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('booking_tokens').execute();
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('consultation_availability').execute();
}
