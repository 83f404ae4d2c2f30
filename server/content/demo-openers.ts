import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { makeArmingShare } from '@/shared/lib/sealed-box';
import { hashPassword } from '../lib/password';
import { addStaff } from '../staff/accounts';
import { secretBox } from '../staff/secret-box';
import { armSealing } from '../bids/opening-service';
import { nameOpeners } from '../tenders/openers';

/**
 * The demo's two bid openers (issue 38, item 6): so that a newcomer sees the tender board's main feature, a new
 * database seeded from `content/` gets two enrolled members of the tenders team, and the demo tenders of
 * `content/demo-openers.json` are armed with their passphrases (their keys made here as their browsers would).
 * They exist only in demo content: a real company deletes the file before going live (docs/operations.md), and
 * nothing is seeded on a database that already has staff. Their passwords, authenticator secrets and
 * passphrases are in the file on purpose (docs/staff.md says how to sign in as them): they protect nothing real.
 */

const DEMO_FILE = 'demo-openers.json';

const demoOpenersSchema = z.object({
  _comment: z.string().optional(),
  openers: z
    .array(
      z.object({
        email: z.string().email(),
        name: z.string().min(1),
        password: z.string().min(12),
        /** Base32, as an authenticator app takes it. */
        totpSecret: z.string().regex(/^[A-Z2-7]{16,}$/),
        passphrase: z.string().min(12),
      }),
    )
    .length(2),
  /** The demo tenders (taking online bids) the two arm. */
  tenders: z.array(z.string().min(1)),
});
export type DemoOpeners = z.output<typeof demoOpenersSchema>;

export function readDemoOpeners(contentDir: string): DemoOpeners | null {
  const file = path.join(contentDir, DEMO_FILE);
  if (!existsSync(file)) return null;
  return demoOpenersSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Seeds the demo openers on a database without staff; answers whether it did. */
export async function seedDemoOpeners(database: Database, contentDir: string, sessionSecret: string, log: FastifyBaseLogger, now = new Date()): Promise<boolean> {
  const demo = readDemoOpeners(contentDir);
  if (!demo) return false;
  const { db } = database;
  if (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) {
    const active = await db.selectFrom('staff').select('email').where('email', 'in', demo.openers.map((opener) => opener.email.toLowerCase())).where('disabled', '=', 0).execute();
    if (active.length > 0) log.warn({ openers: active.map((row) => row.email) }, 'the demo bid openers are active: disable them before going live (docs/operations.md, "The demo\'s bid openers")');
    return false;
  }
  const box = secretBox(sessionSecret);
  const seed = { kind: 'cli', user: 'demo content' } as const;
  const members = [];
  for (const opener of demo.openers) {
    const { id } = await addStaff(db, { email: opener.email, name: opener.name, role: 'tenders' }, seed, now);
    await db.updateTable('staff').set({ password_hash: await hashPassword(opener.password), totp_secret: box.seal(opener.totpSecret) }).where('id', '=', id).execute();
    await db.deleteFrom('staff_setup_tokens').where('staff_id', '=', id).execute();
    members.push({ id, ...opener });
  }
  for (const tenderNo of demo.tenders) {
    const tender = await db.selectFrom('tenders').select(['TenderNo', 'Online_Bids']).where('TenderNo', '=', tenderNo).executeTakeFirst();
    if (!tender || Number(tender.Online_Bids) !== 1) {
      log.warn({ tenderNo }, 'demo openers: the demo tender is missing or does not take online bids; not armed');
      continue;
    }
    await nameOpeners(db, seed, { tenderNo, staffIds: [members[0].id, members[1].id] }, now);
    for (const member of members) {
      await armSealing(db, { kind: 'staff', staffId: member.id, email: member.email, role: 'tenders' }, tenderNo, await makeArmingShare(tenderNo, member.passphrase), '', now);
    }
  }
  log.warn({ openers: members.map((member) => member.email), tenders: demo.tenders }, 'demo content: two demo bid openers were added and armed the demo tenders; delete content/demo-openers.json and disable them before going live (docs/operations.md)');
  return true;
}
