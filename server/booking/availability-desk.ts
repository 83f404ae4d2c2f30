import type { Kysely, Transaction } from 'kysely';
import { BOOKING_PLACES, type AffectedBooking, type DeskAvailability } from '@/entities/booking/model/booking';
import { AVAILABILITY_MESSAGES, formatHours, unusedMinutes, type AvailabilityEdit } from '@/entities/booking/model/availability-edit';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { isClosedOn, istDay, slotAt, WEEKDAYS, type Availability, type ClosedDay } from '@/entities/booking/model/booking-rules';
import type { DB } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import type { AuditChange } from '../staff/audit-log';

/**
 * The staff desk's side of the availability: read it with its version, save a change on the version
 * seen (a stale one is refused, never merged), audited in the same transaction. A change never touches a
 * booking: the bookings the new hours or closed days leave outside are listed in the answer, for staff
 * to move or cancel one by one on `/staff/bookings` (their visitors are told then, by that screen).
 */

export type { AffectedBooking, DeskAvailability };

/** No availability was ever set: the desk has nothing to edit. */
export const NO_DESK_AVAILABILITY = 'No availability is set yet: add content/consultation.json and restart the server once.';

/** A colleague saved meanwhile: the availability as it now is, for the form to show beside the edit. */
const savedMeanwhile = (current: DeskAvailability) => new DomainError('conflict', AVAILABILITY_MESSAGES.stale, { extra: { current } });

type Db = Kysely<DB> | Transaction<DB>;

/** The availability as the desk reads it, or the desk's refusal when none was ever set. */
export async function deskAvailability(db: Db): Promise<DeskAvailability> {
  const found = await readDeskAvailability(db);
  if (!found) throw new DomainError('not-found', NO_DESK_AVAILABILITY);
  return found;
}

export async function readDeskAvailability(db: Db): Promise<DeskAvailability | null> {
  const row = await db
    .selectFrom('consultation_availability')
    .select(['rules', 'video_link', 'version', 'edited_by', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    availability: { ...(JSON.parse(row.rules) as Availability), videoLink: row.video_link },
    version: Number(row.version),
    source: row.edited_by ? 'desk' : 'content',
    editedBy: row.edited_by,
    updatedAt: row.updated_at,
  };
}

const closedKey = (entry: ClosedDay) => `${entry.day} [${[...entry.places].sort().join(' ')}] ${entry.reason}`;

/** What the change changed, for the audit log: the settings, each place's slot length and hours by day, the closed days added and removed. */
export function availabilityChanges(before: Availability & { videoLink: string }, after: AvailabilityEdit): AuditChange['changes'] {
  const changes: AuditChange['changes'] = {};
  const note = (key: string, from: unknown, to: unknown) => {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  };
  note('bookAheadDays', before.bookAheadDays, after.bookAheadDays);
  note('minNoticeMinutes', before.minNoticeMinutes, after.minNoticeMinutes);
  note('videoLink', before.videoLink, after.videoLink);
  for (const place of BOOKING_PLACES) {
    note(`${place}.slotMinutes`, before.places[place].slotMinutes, after.places[place].slotMinutes);
    for (const day of WEEKDAYS) note(`${place}.${day}`, formatHours(before.places[place].weekly[day]), formatHours(after.places[place].weekly[day]));
  }
  const was = new Set(before.closed.map(closedKey));
  const is = new Set(after.closed.map(closedKey));
  const removed = [...was].filter((key) => !is.has(key));
  const added = [...is].filter((key) => !was.has(key));
  if (removed.length > 0 || added.length > 0) changes.closed = { from: removed, to: added };
  return changes;
}

/** The live bookings from now on that `rules` has no slot for. */
export async function bookingsOutside(db: Db, rules: Availability, now: Date): Promise<AffectedBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'place', 'slot_start', 'name'])
    .where('status', '=', 'booked')
    .where('slot_start', '>=', now.toISOString())
    .orderBy('slot_start')
    .execute();
  const affected: AffectedBooking[] = [];
  for (const row of rows) {
    const reason = isClosedOn(rules, row.place, istDay(row.slot_start)) ? 'closed' : slotAt(rules, row.place, row.slot_start) ? null : 'outside-hours';
    if (reason) affected.push({ id: Number(row.id), place: row.place, start: row.slot_start, name: row.name, reason });
  }
  return affected;
}

export interface SavedAvailability {
  current: DeskAvailability;
  affected: AffectedBooking[];
  /** Ranges a slot length does not divide: how many minutes at their end stay unbooked. */
  notes: string[];
}

/**
 * Saves `edit` if the availability is still at `edit.version`; `audit` writes the log entry in the same
 * transaction. A closed day already in the list may lie in the past (it is history); a new one may not.
 */
export async function saveDeskAvailability(
  db: Kysely<DB>,
  edit: AvailabilityEdit,
  options: { editedBy: string; now?: Date; audit: (trx: Transaction<DB>, change: AuditChange) => Promise<unknown> },
): Promise<SavedAvailability> {
  const now = options.now ?? new Date();
  const today = istDay(now);
  return db.transaction().execute(async (trx) => {
    const before = await readDeskAvailability(trx);
    if (!before) throw new DomainError('not-found', NO_DESK_AVAILABILITY);
    if (before.version !== edit.version) throw savedMeanwhile(before);
    const known = new Set(before.availability.closed.map((entry) => entry.day));
    const past = edit.closed.find((entry) => entry.day < today && !known.has(entry.day));
    if (past) throw new DomainError('invalid', FORM_INVALID_MESSAGE, { errors: { closed: AVAILABILITY_MESSAGES.closedPast(past.day) } });

    const rules: Availability = { bookAheadDays: edit.bookAheadDays, minNoticeMinutes: edit.minNoticeMinutes, places: edit.places, closed: [...edit.closed].sort((a, b) => a.day.localeCompare(b.day)) };
    // The version in the WHERE too: of two saves on one version, one updates a row and the other none.
    const updated = await trx
      .updateTable('consultation_availability')
      .set({ rules: JSON.stringify(rules), video_link: edit.videoLink, version: edit.version + 1, edited_by: options.editedBy, edited_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', 1)
      .where('version', '=', edit.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw savedMeanwhile((await readDeskAvailability(trx))!);
    await options.audit(trx, { action: 'availability.change', subject: 'availability', changes: availabilityChanges(before.availability, { ...edit, closed: rules.closed }) });
    const current = (await readDeskAvailability(trx))!;
    return { current, affected: await bookingsOutside(trx, rules, now), notes: unusedMinutes(rules.places) };
  });
}
