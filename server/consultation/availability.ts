import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { istDay, type Availability } from '@/entities/booking/model/booking-rules';
import { availabilityContentSchema, resolveAvailability } from '@/entities/booking/model/booking.schema';
import type { DB } from '../db/schema';

/**
 * The availability the slot rules read, kept in the database (one row) so every instance reads the same
 * and the staff desk can later edit it. It is seeded from `content/consultation.json`: the file's relative
 * days (`"inDays": 3`) are counted from the IST day the database was first seeded, so a demo started any
 * day has free slots and its days off fall in the coming weeks. An edited file is applied at the next start
 * (its hash differs), still counted from that first day.
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

/** Applies the content file when the database has no availability yet or the file changed; returns whether it wrote. */
export async function syncAvailability(db: Kysely<DB>, contentDir: string, now = new Date()): Promise<boolean> {
  const loaded = readContent(contentDir);
  if (!loaded) return false;
  const current = await db.selectFrom('consultation_availability').select(['seeded_on', 'content_hash']).where('id', '=', 1).executeTakeFirst();
  if (current?.content_hash === loaded.hash) return false;
  const seededOn = current?.seeded_on ?? istDay(now);
  const row = {
    rules: JSON.stringify(resolveAvailability(loaded.content, seededOn)),
    video_link: loaded.content.videoLink,
    seeded_on: seededOn,
    content_hash: loaded.hash,
    updated_at: now.toISOString(),
  };
  // Two instances starting together: the second insert does nothing, the first one's row stands.
  await db
    .insertInto('consultation_availability')
    .values({ id: 1, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
  return true;
}

/** The availability now in force, or null when none was ever set (no content file: nothing can be booked). */
export async function loadAvailability(db: Kysely<DB>): Promise<StoredAvailability | null> {
  const row = await db.selectFrom('consultation_availability').select(['rules', 'video_link']).where('id', '=', 1).executeTakeFirst();
  return row ? { rules: JSON.parse(row.rules) as Availability, videoLink: row.video_link } : null;
}

/** At start, after the content sync: a broken file is logged and the availability in force kept. */
export async function syncAvailabilityAtStart(db: Kysely<DB>, contentDir: string, log: FastifyBaseLogger): Promise<void> {
  try {
    if (await syncAvailability(db, contentDir)) log.info('consultation availability applied from the content folder');
  } catch (error) {
    if (!(error instanceof AvailabilityFileError) && !(error instanceof SyntaxError)) throw error;
    log.error({ problem: error.message }, 'consultation availability not applied; the one in force is kept');
  }
}
