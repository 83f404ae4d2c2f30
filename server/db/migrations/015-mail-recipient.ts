import type { Kysely } from 'kysely';

/**
 * Version 015: an outbox row may be for someone other than the office (`mail_outbox.recipient`; null = the
 * office, `SMTP_TO`): a vendor account's owner, welcomed, or told that someone signed up with their address
 * (routes/accounts/sign-up.ts). Migration 012 (password reset by e-mail) adds the same column; whichever
 * runs second finds it there and leaves it, so the two branches meet on one column.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function hasRecipient(db: AnyDb): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((table) => table.name === 'mail_outbox' && table.columns.some((column) => column.name === 'recipient'));
}

export async function up(db: AnyDb): Promise<void> {
  if (await hasRecipient(db)) return;
  await db.schema.alterTable('mail_outbox').addColumn('recipient', 'text').execute();
}

export async function down(): Promise<void> {
  // The column may be migration 012's: left in place (a null recipient is the office, as before).
}
