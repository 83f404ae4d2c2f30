import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CredentialEventKind } from '../db/migrations/020-staff-provenance.tables';
import type { Actor } from './actor';

/**
 * Where each member's sign-in came from (migration 020): who added them, who reset them, and who issued
 * the set-up link they enrolled through. Written in the same transaction as the change it records; read by
 * the openers' rules (`server/tenders/openers.ts`): two members one of whom made the other's sign-in are
 * not two people as far as the opening of sealed bids is concerned.
 */

export type { CredentialEventKind };

export interface CredentialEvent {
  staffId: number;
  kind: CredentialEventKind;
  /** The staff member who did it; null for the command line or the seed. */
  byStaffId: number | null;
  at: string;
}

/** The staff id an actor stands for in the record: the command line is nobody's account. */
export const byOf = (actor: Actor): number | null => (actor.kind === 'staff' ? actor.staffId : null);

export async function recordCredentialEvent(trx: Kysely<DB>, event: Omit<CredentialEvent, 'at'>, now: Date): Promise<void> {
  await trx.insertInto('staff_credential_events').values({ staff_id: event.staffId, kind: event.kind, by_staff_id: event.byStaffId, at: now.toISOString() }).execute();
}

/**
 * Who issued the member's current set-up link: the one who last added or reset them (a link is only ever
 * made by those two, in their transaction). Null for the command line, or when nothing is recorded.
 */
export async function setupLinkIssuer(trx: Kysely<DB>, staffId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('staff_credential_events')
    .select('by_staff_id')
    .where('staff_id', '=', staffId)
    .where('kind', 'in', ['added', 'reset'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.by_staff_id ?? null;
}

/** Every event of the members named, oldest first. */
export async function credentialEventsOf(db: Kysely<DB>, staffIds: number[]): Promise<CredentialEvent[]> {
  if (staffIds.length === 0) return [];
  const rows = await db
    .selectFrom('staff_credential_events')
    .select(['staff_id', 'kind', 'by_staff_id', 'at'])
    .where('staff_id', 'in', staffIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ staffId: row.staff_id, kind: row.kind as CredentialEventKind, byStaffId: row.by_staff_id, at: row.at }));
}
