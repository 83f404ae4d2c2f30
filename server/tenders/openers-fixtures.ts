import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { addStaff } from '../staff/accounts';
import { nameOpeners } from './openers';

/** What tests and scripts share to publish a tender that takes online bids: two openers, named. */

const cli = { kind: 'cli', user: 'office' } as const;

/**
 * Two `tenders` members added from the command line (so neither made the other's sign-in) with an
 * authenticator on record (a placeholder: these two never sign in), named the openers of `tenderNo`.
 * `prefix` keeps their e-mails apart when one database holds several tenders.
 */
export async function nameFixtureOpeners(db: Kysely<DB>, tenderNo: string, now = new Date(), prefix = tenderNo.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()): Promise<[number, number]> {
  const ids: number[] = [];
  for (const slot of [1, 2]) {
    const { id } = await addStaff(db, { email: `opener${slot}.${prefix}@openers.test`, name: `Opener ${slot} of ${tenderNo}`, role: 'tenders' }, cli, now);
    await db.updateTable('staff').set({ totp_secret: 'placeholder: never signs in', password_hash: 'not-used' }).where('id', '=', id).execute();
    ids.push(id);
  }
  const staffIds = ids as [number, number];
  await nameOpeners(db, cli, { tenderNo, staffIds }, now);
  return staffIds;
}
