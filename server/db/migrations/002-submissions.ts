import { type AnyDb, bytesType, idColumn, required, zero, requiredText } from './columns';

/**
 * Submissions of the three public forms and the office e-mail outbox, as they shipped in version 002.
 * Self-contained: a later change to `002-submissions.tables.ts` comes as a new migration.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('name', 'email', 'phone', 'address', 'message', 'created_at'))
    .execute();
  await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('name', 'email', 'phone', 'message', 'created_at'))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('career_applications')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('firstName', 'middleName', 'lastName', 'email', 'phone', 'selectedPost', 'currentLocation', 'currentEmployer', 'experience', 'qualification', 'resume_name', 'resume_type'))
    .addColumn('resume_size', 'integer', required)
    .addColumn('resume_data', bytesType(db), required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('career_applications_created_at_idx').on('career_applications').column('created_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', ...idColumn(db))
    .addColumn('kind', 'text', required)
    .addColumn('submission_id', 'integer', required)
    .$call(requiredText('subject', 'body'))
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('attempts', 'integer', zero)
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
