import type { Generated } from 'kysely';

/** Tables of migration 020: where each staff sign-in came from, and the named openers of a tender. */

/** `added`: the member was made; `reset`: their password and authenticator were voided; `enrolled`: they set up through a set-up link. */
export type CredentialEventKind = 'added' | 'reset' | 'enrolled';

export interface StaffCredentialEventsTable {
  id: Generated<number>;
  staff_id: number;
  kind: CredentialEventKind;
  /** Who did it: the admin at the desk; for `enrolled`, whoever issued the set-up link. Null: the command line or the seed. */
  by_staff_id: number | null;
  at: string;
}

export interface TenderOpenersTable {
  tender_no: string;
  /** 1 or 2. */
  slot: number;
  staff_id: number;
  named_at: string;
  /** The audit log's name of who named them (`asha@example.in`, `cli:office`). */
  named_by: string;
}

export interface TenderPublicationsTable {
  tender_no: string;
  /** The first moment the tender was on the board taking online bids. */
  published_at: string;
}

export interface ProvenanceTables {
  staff_credential_events: StaffCredentialEventsTable;
  tender_openers: TenderOpenersTable;
  tender_publications: TenderPublicationsTable;
}
