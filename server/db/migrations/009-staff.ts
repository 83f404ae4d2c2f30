import { type AnyDb, idColumn, required, zero, requiredUnique, primaryKey, ownedBy, requiredText } from './columns';

/**
 * The staff desk's foundations (issue 20): staff accounts apart from vendor accounts, one-time set-up
 * links, the two-step sign-in, staff sessions, and the append-only audit log.
 * Self-contained: a later change to `009-staff.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'text', requiredUnique)
    .$call(requiredText('name', 'role'))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled', 'integer', zero)
    .addColumn('failed_attempts', 'integer', zero)
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('staff_setup_tokens')
    .addColumn('token_hash', 'text', primaryKey)
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .$call(requiredText('created_at', 'expires_at'))
    .addColumn('used_at', 'text')
    .addColumn('totp_secret', 'text')
    .execute();
  await db.schema.createIndex('staff_setup_tokens_staff_id_idx').on('staff_setup_tokens').column('staff_id').execute();

  await db.schema
    .createTable('staff_login_steps')
    .addColumn('id_hash', 'text', primaryKey)
    .addColumn('staff_id', 'integer', (column) => column.references('staff.id').onDelete('cascade'))
    .addColumn('password_ok', 'integer', required)
    .$call(requiredText('email', 'created_at', 'expires_at'))
    .execute();
  await db.schema.createIndex('staff_login_steps_expires_at_idx').on('staff_login_steps').column('expires_at').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', primaryKey)
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .$call(requiredText('created_at', 'last_seen_at', 'expires_at'))
    .execute();
  await db.schema.createIndex('staff_sessions_staff_id_idx').on('staff_sessions').column('staff_id').execute();

  // Append-only by the code that writes it (`server/staff/audit-log.ts`); the hash chain shows any edit made around it.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('at', 'actor', 'action', 'subject', 'changes', 'ip', 'prev_hash', 'hash'))
    .execute();
  // Two entries can never claim the same predecessor: a forked chain is refused by the database itself.
  await db.schema.createIndex('audit_log_prev_hash_idx').on('audit_log').column('prev_hash').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_login_steps').execute();
  await db.schema.dropTable('staff_setup_tokens').execute();
  await db.schema.dropTable('staff').execute();
}
