import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { buildTestApp, describeDb } from '../test-helpers';
import { migrations } from '../db/migrations';
import { listLeads } from './lead-service';

describeDb('migration 010 (leads)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });

  afterAll(() => app.close());

  it('makes every submission stored before it a New, unassigned lead, found by the text search', async () => {
    const { db } = app.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('008-tender-emd')).error).toBeUndefined();

    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 4, minute)).toISOString();
    await db.insertInto('enquiries').values({ name: 'Asha Deshmukh', email: 'asha@example.in', phone: '9823045671', address: 'Panchavati', message: 'Modular KITCHEN, please.', created_at: at(1) }).execute();
    await db.insertInto('contact_messages').values({ name: 'Ravi Kale', email: 'ravi@example.in', phone: '0253 2577 123', message: 'Office fit-out', created_at: at(2) }).execute();
    await db
      .insertInto('career_applications')
      .values({
        firstName: 'Vikram',
        middleName: 'S',
        lastName: 'Jadhav',
        email: 'vikram@example.in',
        phone: '9822012345',
        selectedPost: 'Interior Designer',
        currentLocation: 'Nashik',
        currentEmployer: 'Studio Nine',
        experience: '2 years',
        qualification: 'B.Des',
        resume_name: 'cv.pdf',
        resume_type: 'application/pdf',
        resume_size: 4,
        resume_data: Buffer.from('%PDF'),
        created_at: at(3),
      })
      .execute();
    const account = await db
      .insertInto('accounts')
      .values({ firstname: 'Nilesh', lastname: 'Pawar', email: 'nilesh@example.in', password_hash: 'x', created_at: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_registrations')
      .values({
        account_id: account.id,
        tender_no: '',
        vendor_name: 'Nilesh Pawar',
        email: 'sales@pawar.example.in',
        mobile_number: '9890011223',
        company_name: 'Pawar Glass Works',
        gst_number: '27AAPFU0939F1ZV',
        pan_number: 'AAPFU0939F',
        udyam_number: 'UDYAM-MH-26-0012345',
        created_at: at(4),
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { leads } = await listLeads(db, {});
    expect(leads.map((lead) => [lead.kind, lead.name, lead.summary, lead.status, lead.ownerStaffId, lead.version])).toEqual([
      ['vendor', 'Nilesh Pawar', '', 'new', null, 1],
      ['career', 'Vikram S Jadhav', 'Interior Designer', 'new', null, 1],
      ['contact', 'Ravi Kale', 'Office fit-out', 'new', null, 1],
      ['enquiry', 'Asha Deshmukh', 'Modular KITCHEN, please.', 'new', null, 1],
    ]);
    expect(leads[3].receivedAt).toBe(at(1));
    const found = async (q: string) => (await listLeads(db, { q })).leads.map((lead) => lead.kind);
    expect(await found('kitchen')).toEqual(['enquiry']);
    expect(await found('glass works')).toEqual(['vendor']);
    expect(await found('studio nine')).toEqual(['career']);
  });
});
