import { createHash, randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { BOOKING_PLACES, type BookingPlace, type BookingStatus, type BookingView, type Slot, type StaffBooking } from '@/entities/booking/model/booking';
import {
  addDays,
  bookableDays,
  bookingWindow,
  freeSlots,
  isRealDay,
  istInstant,
  nearestFreeSlots,
  reminderAt,
  slotAt,
  slotProblem,
  slotsOn,
  type Availability,
  type SlotProblem,
} from '@/entities/booking/model/booking-rules';
import { BOOKING_MESSAGES, type BookingPayload, type StaffBookingChange } from '@/entities/booking/model/booking.schema';
import { LINK_MESSAGES, SLOT_MESSAGES } from '@/entities/booking/model/booking-answers';
import type { DB } from '../db/schema';
import type { BookingsTable } from '../db/migrations/013-bookings.tables';
import { recordNewLead } from '../leads/lead-sources';
import { DomainError } from '../lib/domain-error';
import { enqueueMail } from '../lib/mail/outbox';
import type { AuditChange } from '../staff/audit-log';
import { changeMail, confirmationMail, officeBookingMail, reminderMail, whereOf, type MailContext } from './booking-mail';
import type { StoredAvailability } from './availability';

/**
 * Consultation bookings: booking a slot, the visitor's manage link (view, reschedule, cancel) and the staff
 * desk's changes. Every write is one transaction with its e-mails (confirmation, office notice, reminder
 * queued for the day before) and its lead, so a booking acknowledged is a booking kept, mails included.
 *
 * A booking holds the interval from its start to its end at its place, whatever the slot length was when it
 * was taken: a site visit booked at 90 minutes still holds 10:30–12:00 after the desk makes visits 60
 * minutes long, so 11:30 is neither offered nor accepted. Migration 013's unique index compares starts only,
 * so the guarantee is a check in the write's own transaction, after a lock that queues the writes of one
 * place (`lockPlace`): of two visitors whose intervals overlap, the second sees the first's booking and is
 * refused as a taken slot is, with the nearest free slots. Every refusal is a `DomainError`, in the
 * visitor's words.
 */

/** Why a manage link opens no live booking. */
export type LinkState = 'unknown' | 'replaced' | 'cancelled' | 'past';

/** The desk's words for its refusals. */
export const STAFF_BOOKING_MESSAGES = {
  notFound: 'There is no such booking.',
  changedMeanwhile: 'Someone changed this booking meanwhile. Here it is as it is now.',
  notBooked: 'Only a booked consultation can be changed.',
  notYet: 'A consultation can be marked Done or No-show once its time has come.',
  noFloorPlan: 'This booking has no floor plan.',
  saved: 'Saved.',
} as const;

/** The slot asked for is not one the rules allow now (past, too soon, closed, …): the start field's message. */
const slotRefused = (problem: SlotProblem) => new DomainError('invalid', SLOT_MESSAGES[problem], { errors: { start: SLOT_MESSAGES[problem] } });

/** Of two visitors who chose the slot at once, the second: the nearest free slots to choose from. */
const slotTaken = (nearest: Slot[]) => new DomainError('conflict', SLOT_MESSAGES.taken, { errors: { start: SLOT_MESSAGES.taken }, extra: { nearest } });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface ServiceContext {
  availability: StoredAvailability;
  /** Queue the e-mails (SMTP configured). */
  notify: boolean;
  publicUrl: string | null;
  now?: Date;
  /** The language of the page the visitor booked from (`?lang=mr`); their mails are written in it. */
  language?: 'en' | 'mr';
}

type BookingRow = Selectable<BookingsTable>;

const mailContext = (context: ServiceContext, now: Date): MailContext => ({ videoLink: context.availability.videoLink, publicUrl: context.publicUrl, now });

export function toView(row: BookingRow, videoLink: string): BookingView {
  return {
    id: Number(row.id),
    place: row.place,
    start: row.slot_start,
    end: row.slot_end,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    siteAddress: row.site_address,
    where: whereOf(row, videoLink),
  };
}

export function toStaffBooking(row: BookingRow, videoLink: string): StaffBooking {
  return {
    ...toView(row, videoLink),
    homeType: row.home_type,
    bhk: row.bhk,
    areaSqft: row.area_sqft === null ? null : Number(row.area_sqft),
    budgetBand: row.budget_band,
    rooms: row.rooms,
    estimate: row.estimate,
    hasFloorPlan: row.floor_plan_name !== null,
    createdAt: row.created_at,
    version: Number(row.version),
  };
}

/* ---------- What a request names ---------- */

/** The place a read names: one of the four, or the place field's refusal. */
export function bookingPlaceOf(value: unknown): BookingPlace {
  if (typeof value !== 'string' || !(BOOKING_PLACES as readonly string[]).includes(value)) {
    throw new DomainError('invalid', BOOKING_MESSAGES.place, { errors: { place: BOOKING_MESSAGES.place } });
  }
  return value as BookingPlace;
}

/** A real calendar day (`yyyy-MM-dd`), or the refusal of the field that named it. */
export function bookingDayOf(value: unknown, field = 'day'): string {
  if (!isRealDay(value)) throw new DomainError('invalid', SLOT_MESSAGES.day, { errors: { [field]: SLOT_MESSAGES.day } });
  return value;
}

/** The desk's list: from a day, one day or a week, at one place or all. */
export function staffBookingsQueryOf(query: { from?: unknown; days?: unknown; place?: unknown }): { from: string; days: 1 | 7; place: BookingPlace | undefined } {
  const from = bookingDayOf(query.from, 'from');
  const days = Number(query.days ?? 1);
  if (days !== 1 && days !== 7) throw new DomainError('invalid', 'Show one day or a week.', { errors: { days: 'Show one day or a week.' } });
  const place = query.place === undefined || query.place === '' ? undefined : String(query.place);
  if (place !== undefined && !(BOOKING_PLACES as readonly string[]).includes(place)) throw new DomainError('invalid', 'Unknown place.', { errors: { place: 'Unknown place.' } });
  return { from, days, place: place as BookingPlace | undefined };
}

/** A booking's id as the address carries it; anything but a positive whole number is no such booking. */
export function bookingIdOf(value: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw new DomainError('not-found', STAFF_BOOKING_MESSAGES.notFound);
  return id;
}

/* ---------- Reading slots ---------- */

/** The live (not cancelled) bookings at `place` whose interval overlaps `[from, to)`; intervals that only touch do not. */
const liveOverlapping = (db: Kysely<DB>, place: BookingPlace, from: string, to: string) =>
  db.selectFrom('bookings').where('place', '=', place).where('status', '<>', 'cancelled').where('slot_start', '<', to).where('slot_end', '>', from);

/** The starts of the slots of `rules` at `place` from the IST day `first` to `last` (both included) that a live booking overlaps. */
async function takenStarts(db: Kysely<DB>, rules: Availability, place: BookingPlace, first: string, last: string): Promise<Set<string>> {
  const held = await liveOverlapping(db, place, istInstant(first, '00:00').toISOString(), istInstant(addDays(last, 1), '00:00').toISOString())
    .select(['slot_start', 'slot_end'])
    .execute();
  const taken = new Set<string>();
  for (let day = first; day <= last; day = addDays(day, 1)) {
    for (const slot of slotsOn(rules, place, day)) {
      if (held.some((booking) => booking.slot_start < slot.end && booking.slot_end > slot.start)) taken.add(slot.start);
    }
  }
  return taken;
}

export async function freeSlotsOn(db: Kysely<DB>, rules: Availability, place: BookingPlace, day: string, now: Date): Promise<Slot[]> {
  return freeSlots(rules, place, day, now, await takenStarts(db, rules, place, day, day));
}

export async function freeDays(db: Kysely<DB>, rules: Availability, place: BookingPlace, now: Date) {
  const { first, last } = bookingWindow(rules, now);
  return bookableDays(rules, place, now, await takenStarts(db, rules, place, first, last));
}

async function nearestTo(db: Kysely<DB>, rules: Availability, place: BookingPlace, start: string, now: Date): Promise<Slot[]> {
  const { first, last } = bookingWindow(rules, now);
  return nearestFreeSlots(rules, place, start, now, await takenStarts(db, rules, place, first, last));
}

/** The slot asked for, if the rules allow it now (whether it is free is `refuseOverlap`'s to find out, in the write). */
function allowedSlot(rules: Availability, place: BookingPlace, start: string, now: Date, { staff = false } = {}): Slot {
  const problem = slotProblem(rules, place, start, now);
  // Staff may move a booking into the notice period (they arranged it with the visitor by phone).
  if (problem && !(staff && problem === 'too-soon')) throw slotRefused(problem);
  return slotAt(rules, place, start)!;
}

/**
 * The first statement of a transaction that takes a slot at `place`: until it commits, every other write that
 * takes a slot there waits, so the overlap check that follows sees each booking committed before it.
 * PostgreSQL: an advisory lock of this transaction keyed by the place (other places do not wait; read
 * committed, so each statement after the lock reads what the holder before committed). SQLite has one writer
 * at a time, but Kysely begins transactions deferred: a write that changes nothing takes the write lock now,
 * as BEGIN IMMEDIATE would, so another process's booking waits for this one instead of failing on a stale read.
 */
async function lockPlace(trx: Transaction<DB>, place: BookingPlace): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`booking:${place}`}))`.execute(trx);
  else await sql`update bookings set id = id where 0 = 1`.execute(trx);
}

/** After `lockPlace`: a slot another live booking at `place` overlaps (`moving` aside) is refused as taken, with the nearest free slots. */
async function refuseOverlap(trx: Transaction<DB>, rules: Availability, place: BookingPlace, slot: Slot, now: Date, moving?: number): Promise<void> {
  const clash = await liveOverlapping(trx, place, slot.start, slot.end)
    .select('id')
    .$if(moving !== undefined, (query) => query.where('id', '<>', moving!))
    .executeTakeFirst();
  if (clash) throw slotTaken(await nearestTo(trx, rules, place, slot.start, now));
}

async function issueToken(trx: Transaction<DB>, bookingId: number, now: Date): Promise<string> {
  const token = newToken();
  await trx.insertInto('booking_tokens').values({ token_hash: hashToken(token), booking_id: bookingId, created_at: now.toISOString(), replaced_at: null }).execute();
  return token;
}

/** The reminder queued for a booking that has not gone yet: withdrawn when the booking moves or is cancelled. */
async function withdrawReminder(trx: Transaction<DB>, bookingId: number): Promise<void> {
  await trx.deleteFrom('mail_outbox').where('kind', '=', 'booking-reminder').where('submission_id', '=', bookingId).where('sent_at', 'is', null).execute();
}

async function queueReminder(trx: Transaction<DB>, booking: BookingRow, token: string, context: ServiceContext, now: Date): Promise<void> {
  await enqueueMail(trx, booking.id, reminderMail(booking, token, mailContext(context, now)), now, reminderAt(booking.slot_start, now));
}

/* ---------- Booking ---------- */

export interface FloorPlan {
  name: string;
  type: string;
  data: Buffer;
}

export interface CreatedBooking {
  booking: BookingView;
  token: string;
}

export async function createBooking(db: Kysely<DB>, payload: BookingPayload, floorPlan: FloorPlan | null, context: ServiceContext): Promise<CreatedBooking> {
  const now = context.now ?? new Date();
  const { rules } = context.availability;
  const slot = allowedSlot(rules, payload.place, payload.start, now);
  const at = now.toISOString();
  const values = {
    place: payload.place,
    slot_start: slot.start,
    slot_end: slot.end,
    status: 'booked' as const,
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    site_address: payload.place === 'site' ? payload.siteAddress : '',
    home_type: payload.homeType,
    bhk: payload.bhk,
    area_sqft: payload.areaSqft,
    budget_band: payload.budgetBand,
    rooms: payload.rooms.join(','),
    estimate: payload.estimate,
    video_room: randomBytes(6).toString('hex'),
    floor_plan_name: floorPlan?.name ?? null,
    floor_plan_type: floorPlan?.type ?? null,
    floor_plan_size: floorPlan?.data.length ?? null,
    floor_plan_data: floorPlan?.data ?? null,
    created_at: at,
    updated_at: at,
    // The visitor's mails are written in the language of the page they booked from.
    language: context.language ?? 'en',
  };
  return db.transaction().execute(async (trx) => {
    await lockPlace(trx, payload.place);
    await refuseOverlap(trx, rules, payload.place, slot, now);
    const { id } = await trx.insertInto('bookings').values(values).returning('id').executeTakeFirstOrThrow();
    const row = { ...values, id: Number(id), version: 1 } as BookingRow;
    const token = await issueToken(trx, row.id, now);
    await recordNewLead(trx, 'booking', row.id);
    if (context.notify) {
      const mails = mailContext(context, now);
      await enqueueMail(trx, row.id, confirmationMail(row, token, 1, mails), now);
      await enqueueMail(trx, row.id, officeBookingMail(row, 'new', mails), now);
      await queueReminder(trx, row, token, context, now);
    }
    return { booking: toView(row, context.availability.videoLink), token };
  });
}

/* ---------- The visitor's manage link ---------- */

/** How a manage link that opens no live booking is refused: the read says it is gone, a change that it conflicts. */
type StaleLink = (state: Exclude<LinkState, 'unknown'>) => DomainError;

const linkGone: StaleLink = (state) => new DomainError('gone', LINK_MESSAGES[state], { extra: { state } });
const linkConflict: StaleLink = (state) => new DomainError('conflict', LINK_MESSAGES[state]);
/** A move on a stale link answers as a taken slot does, with no slot to offer. */
const linkConflictNoSlots: StaleLink = (state) => new DomainError('conflict', LINK_MESSAGES[state], { extra: { nearest: [] } });

async function rowOfToken(db: Kysely<DB> | Transaction<DB>, token: string, now: Date, stale: StaleLink): Promise<{ row: BookingRow; tokenHash: string }> {
  const tokenHash = hashToken(token);
  const unknown = new DomainError('not-found', LINK_MESSAGES.unknown);
  const link = await db.selectFrom('booking_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!link) throw unknown;
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', link.booking_id).executeTakeFirst();
  if (!row) throw unknown;
  if (row.status === 'cancelled') throw stale('cancelled');
  if (link.replaced_at) throw stale('replaced');
  if (row.status !== 'booked' || Date.parse(row.slot_end) <= now.getTime()) throw stale('past');
  return { row, tokenHash };
}

/** The live booking a manage link opens; refused as unknown (404) or gone (410, with why: replaced, cancelled, past). */
export async function bookingOfToken(db: Kysely<DB>, token: string, videoLink: string, now = new Date()): Promise<BookingView> {
  return toView((await rowOfToken(db, token, now, linkGone)).row, videoLink);
}

/** Moves the booking to `start`; the old link is replaced by a new one, sent with the new invitation. */
export async function rescheduleByToken(db: Kysely<DB>, token: string, start: string, context: ServiceContext): Promise<CreatedBooking> {
  const now = context.now ?? new Date();
  const { row } = await rowOfToken(db, token, now, linkConflictNoSlots);
  const { rules } = context.availability;
  const slot = allowedSlot(rules, row.place, start, now);
  return db.transaction().execute(async (trx) => {
    await lockPlace(trx, row.place);
    const { row: current, tokenHash } = await rowOfToken(trx, token, now, linkConflictNoSlots);
    await refuseOverlap(trx, rules, current.place, slot, now, current.id);
    const moved = await moveRow(trx, current, slot, now);
    await trx.updateTable('booking_tokens').set({ replaced_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
    const next = await issueToken(trx, moved.id, now);
    await withdrawReminder(trx, moved.id);
    if (context.notify) {
      const mails = mailContext(context, now);
      await enqueueMail(trx, moved.id, changeMail(moved, 'moved', next, Number(moved.version), mails), now);
      await enqueueMail(trx, moved.id, officeBookingMail(moved, 'moved', mails), now);
      await queueReminder(trx, moved, next, context, now);
    }
    return { booking: toView(moved, context.availability.videoLink), token: next };
  });
}

export async function cancelByToken(db: Kysely<DB>, token: string, context: ServiceContext): Promise<BookingView> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const { row } = await rowOfToken(trx, token, now, linkConflict);
    const cancelled = await setStatus(trx, row, 'cancelled', now);
    await withdrawReminder(trx, row.id);
    if (context.notify) {
      const mails = mailContext(context, now);
      await enqueueMail(trx, row.id, changeMail(cancelled, 'cancelled', null, Number(cancelled.version), mails), now);
      await enqueueMail(trx, row.id, officeBookingMail(cancelled, 'cancelled', mails), now);
    }
    return toView(cancelled, context.availability.videoLink);
  });
}

async function moveRow(trx: Transaction<DB>, row: BookingRow, slot: Slot, now: Date): Promise<BookingRow> {
  return trx
    .updateTable('bookings')
    .set({ slot_start: slot.start, slot_end: slot.end, version: Number(row.version) + 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function setStatus(trx: Transaction<DB>, row: BookingRow, status: BookingStatus, now: Date): Promise<BookingRow> {
  return trx
    .updateTable('bookings')
    .set({ status, version: Number(row.version) + 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/* ---------- The staff desk ---------- */

/** The floor plan a visitor attached, as stored. */
export async function floorPlanOf(db: Kysely<DB>, id: number): Promise<{ name: string; type: string; data: Buffer }> {
  const plan = await db.selectFrom('bookings').select(['floor_plan_name', 'floor_plan_type', 'floor_plan_data']).where('id', '=', id).executeTakeFirst();
  if (!plan?.floor_plan_data) throw new DomainError('not-found', STAFF_BOOKING_MESSAGES.noFloorPlan);
  return { name: plan.floor_plan_name || `floor-plan-${id}`, type: plan.floor_plan_type || 'application/octet-stream', data: Buffer.from(plan.floor_plan_data) };
}

/** The bookings whose slot starts on the IST days `from` … `from + days - 1`, by time, cancelled ones included. */
export async function listBookings(db: Kysely<DB>, from: string, days: number, place: BookingPlace | undefined, videoLink: string): Promise<StaffBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('slot_start', '>=', istInstant(from, '00:00').toISOString())
    .where('slot_start', '<', istInstant(addDays(from, days), '00:00').toISOString())
    .$if(place !== undefined, (query) => query.where('place', '=', place!))
    .orderBy('slot_start')
    .orderBy('place')
    .orderBy('id')
    .execute();
  return rows.map((row) => toStaffBooking(row, videoLink));
}

export async function staffBooking(db: Kysely<DB>, id: number, videoLink: string): Promise<StaffBooking> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not-found', STAFF_BOOKING_MESSAGES.notFound);
  return toStaffBooking(row, videoLink);
}

export interface StaffChangeOptions extends ServiceContext {
  audit: (trx: Transaction<DB>, change: AuditChange) => Promise<void>;
}

/**
 * A staff member's change on the version they saw: move (the visitor gets a new link and invitation),
 * cancel (the visitor is told), Done or No-show (once the slot has begun). Audited in its transaction.
 */
export async function changeBookingAsStaff(db: Kysely<DB>, id: number, change: StaffBookingChange, options: StaffChangeOptions): Promise<StaffBooking> {
  const now = options.now ?? new Date();
  const { rules, videoLink } = options.availability;
  const before = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw new DomainError('not-found', STAFF_BOOKING_MESSAGES.notFound);
  const slot = change.action === 'move' ? allowedSlot(rules, before.place, change.start!, now, { staff: true }) : null;
  return db.transaction().execute(async (trx) => {
    if (slot) await lockPlace(trx, before.place);
    const row = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (Number(row.version) !== change.version) throw new DomainError('conflict', STAFF_BOOKING_MESSAGES.changedMeanwhile, { extra: { booking: toStaffBooking(row, videoLink) } });
    if (row.status !== 'booked') throw new DomainError('conflict', STAFF_BOOKING_MESSAGES.notBooked);
    const mails = mailContext(options, now);
    let after: BookingRow;
    if (slot) {
      await refuseOverlap(trx, rules, row.place, slot, now, id);
      after = await moveRow(trx, row, slot, now);
      await trx.updateTable('booking_tokens').set({ replaced_at: now.toISOString() }).where('booking_id', '=', id).where('replaced_at', 'is', null).execute();
      const token = await issueToken(trx, id, now);
      await withdrawReminder(trx, id);
      if (options.notify) {
        await enqueueMail(trx, id, changeMail(after, 'moved', token, Number(after.version), mails), now);
        await queueReminder(trx, after, token, options, now);
      }
    } else if (change.action === 'cancel') {
      after = await setStatus(trx, row, 'cancelled', now);
      await withdrawReminder(trx, id);
      if (options.notify) await enqueueMail(trx, id, changeMail(after, 'cancelled', null, Number(after.version), mails), now);
    } else {
      if (Date.parse(row.slot_start) > now.getTime()) throw new DomainError('conflict', STAFF_BOOKING_MESSAGES.notYet);
      after = await setStatus(trx, row, change.action === 'done' ? 'done' : 'no-show', now);
      await withdrawReminder(trx, id);
    }
    const changes: AuditChange['changes'] = {};
    if (after.slot_start !== row.slot_start) changes.slot = { from: row.slot_start, to: after.slot_start };
    if (after.status !== row.status) changes.status = { from: row.status, to: after.status };
    await options.audit(trx, { action: `booking.${change.action}`, subject: `booking:${id}`, changes });
    return toStaffBooking(after, videoLink);
  });
}

