import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { istDay, type Availability } from '@/entities/booking/model/booking-rules';
import { availabilityContentSchema, resolveAvailability } from '@/entities/booking/model/booking.schema';
import type { DB } from '../db/schema';
import { DomainError } from '../lib/domain-error';

/**
 * The availability the slot rules read, kept in the database (one row) so every instance reads the same
 * and staff edit it in the desk (`/staff/availability`). It is seeded from `content/consultation.json`:
 * the file's relative days (`"inDays": 3`) are counted from the IST day the database was first seeded, so
 * a demo started any day has free slots and its days off fall in the coming weeks.
 *
 * Who wins: the file while nobody has saved the availability in the desk (an edited file is applied at the
 * next start, its hash differing, still counted from that first day); the desk for good once someone has
 * (`edited_by` set): from then on a start leaves the row alone and logs that the file was not applied.
 */

export const AVAILABILITY_FILE = 'consultation.json';

export interface StoredAvailability {
  rules: Availability;
  videoLink: string;
}

export class AvailabilityFileError extends Error {}

function readContent(contentDir: string) {
  const file = path.join(contentDir, AVAILABILITY_FILE);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const parsed = availabilityContentSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    throw new AvailabilityFileError(`content/${AVAILABILITY_FILE} was not applied: ${problems}`);
  }
  return { content: parsed.data, hash: createHash('sha256').update(text).digest('hex') };
}

/** What a start did with the content file. */
export type SyncOutcome = 'applied' | 'unchanged' | 'kept-desk' | 'no-file';

/**
 * Applies the content file when the database has no availability yet, or the file changed and nobody has
 * edited the availability in the desk since; never over the desk's edits.
 */
export async function syncAvailability(db: Kysely<DB>, contentDir: string, now = new Date()): Promise<SyncOutcome> {
  const loaded = readContent(contentDir);
  if (!loaded) return 'no-file';
  const current = await db.selectFrom('consultation_availability').select(['seeded_on', 'content_hash', 'edited_by']).where('id', '=', 1).executeTakeFirst();
  if (current?.content_hash === loaded.hash) return 'unchanged';
  if (current?.edited_by) return 'kept-desk';
  const seededOn = current?.seeded_on ?? istDay(now);
  const row = {
    rules: JSON.stringify(resolveAvailability(loaded.content, seededOn)),
    video_link: loaded.content.videoLink,
    seeded_on: seededOn,
    content_hash: loaded.hash,
    updated_at: now.toISOString(),
  };
  // Two instances starting together both write the same row. The version moves, so a desk form opened
  // before the restart is refused as stale rather than saved over the file's hours.
  await db
    .insertInto('consultation_availability')
    .values({ id: 1, ...row })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ ...row, version: eb('consultation_availability.version', '+', 1) }))
        .where('consultation_availability.edited_by', 'is', null),
    )
    .execute();
  return 'applied';
}

/** The availability now in force, or null when none was ever set (no content file: nothing can be booked). */
export async function loadAvailability(db: Kysely<DB>): Promise<StoredAvailability | null> {
  const row = await db.selectFrom('consultation_availability').select(['rules', 'video_link']).where('id', '=', 1).executeTakeFirst();
  return row ? { rules: JSON.parse(row.rules) as Availability, videoLink: row.video_link } : null;
}

/** The availability in force, or a refusal in the caller's words when none was ever set (nothing can be booked). */
export async function availabilityInForce(db: Kysely<DB>, noneSet: string): Promise<StoredAvailability> {
  const found = await loadAvailability(db);
  if (!found) throw new DomainError('not-found', noneSet);
  return found;
}

/** At start, after the content sync: a broken file is logged and the availability in force kept. */
export async function syncAvailabilityAtStart(db: Kysely<DB>, contentDir: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const outcome = await syncAvailability(db, contentDir);
    if (outcome === 'applied') log.info('consultation availability applied from the content folder');
    if (outcome === 'kept-desk') log.info(`content/${AVAILABILITY_FILE} changed but the availability was edited in the staff desk: the desk's is kept`);
  } catch (error) {
    if (!(error instanceof AvailabilityFileError) && !(error instanceof SyntaxError)) throw error;
    log.error({ problem: error.message }, 'consultation availability not applied; the one in force is kept');
  }
}
