import { type AnyDb, emptyText } from './columns';

/**
 * Version 017 (issue 22, Marathi). The content tables whose records have Marathi texts get one column `mr`, the
 * record's Marathi fields as JSON text (`{"Project_Name":"…"}`), '' when it has none. One text column works
 * the same on SQLite and PostgreSQL and takes a newly translated field without another migration.
 * What visitors send (the three forms and consultation bookings) keeps the language of the page it was sent
 * from (`language`, 'en' or 'mr'; 'en' for everything sent before): the office mail names it, and a booking's
 * mails to the visitor are written in it. Self-contained: it names the tables as they were when it shipped.
 */

const SUBMISSIONS = ['enquiries', 'contact_messages', 'career_applications', 'bookings'];

const TABLES = ['home_data', 'services', 'projects', 'founders', 'testimonials', 'career_openings', 'contact_offices', 'about', 'events', 'tenders'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('mr', 'text', emptyText).execute();
  }
  for (const table of SUBMISSIONS) {
    await db.schema.alterTable(table).addColumn('language', 'text', (column) => column.notNull().defaultTo('en')).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('mr').execute();
  for (const table of SUBMISSIONS) await db.schema.alterTable(table).dropColumn('language').execute();
}
