import type { Kysely } from 'kysely';

/**
 * Version 015: an outbox row may be for someone other than the office (`recipient`; null = the office,
 * `SMTP_TO`): the owner of a vendor account told that someone signed up with their address, or welcomed
 * to a new account (routes/accounts/sign-up.ts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('recipient', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('recipient').execute();
}
