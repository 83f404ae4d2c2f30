import { type AnyDb, isPostgres, idColumn, required } from './columns';

/**
 * Submissions of the three public forms and the office e-mail outbox, as they shipped in version 002.
 * Self-contained: a later change to `002-submissions.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('address', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('career_applications')
    .addColumn('id', ...idColumn(db))
    .addColumn('firstName', 'text', required)
    .addColumn('middleName', 'text', required)
    .addColumn('lastName', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('selectedPost', 'text', required)
    .addColumn('currentLocation', 'text', required)
    .addColumn('currentEmployer', 'text', required)
    .addColumn('experience', 'text', required)
    .addColumn('qualification', 'text', required)
    .addColumn('resume_name', 'text', required)
    .addColumn('resume_type', 'text', required)
    .addColumn('resume_size', 'integer', required)
    .addColumn('resume_data', isPostgres(db) ? 'bytea' : 'blob', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('career_applications_created_at_idx').on('career_applications').column('created_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', ...idColumn(db))
    .addColumn('kind', 'text', required)
    .addColumn('submission_id', 'integer', required)
    .addColumn('subject', 'text', required)
    .addColumn('body', 'text', required)
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', required)
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('career_applications').execute();
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('enquiries').execute();
}
