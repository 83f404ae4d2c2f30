import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LeadFilter, LeadKind } from '@/entities/lead/model/lead';
import { buildTestApp, csrfFor, describeDb } from '../test-helpers';
import type { Actor } from '../staff/actor';
import { recordNewLead } from './lead-sources';
import { leadTextMatch } from './lead-search';
import { changeLead, getLead, LeadConflictError, LeadInputError, LeadNotFoundError, listLeads, streamLeadsCsv } from './lead-service';

const sales: Actor = { kind: 'staff', staffId: 7, email: 'meera@office.example.in', role: 'sales' };
const NOW = new Date('2026-03-10T06:00:00.000Z');

describeDb('leads', () => {
  let app: FastifyInstance;
  let db: Kysely<DB>;

  /** Stores a submission as the forms do (row and lead in one transaction), at a fixed time. */
  async function add(kind: LeadKind, at: string, fields: { name: string; email?: string; phone?: string; message?: string }): Promise<number> {
    const email = fields.email ?? `${fields.name.split(' ')[0].toLowerCase()}@example.in`;
    const phone = fields.phone ?? '9876500000';
    const message = fields.message ?? 'Please call about a modular kitchen.';
    return db.transaction().execute(async (trx) => {
      let id: number;
      if (kind === 'enquiry') {
        ({ id } = await trx
          .insertInto('enquiries')
          .values({ name: fields.name, email, phone, address: 'Gangapur Road, Nashik', message, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else if (kind === 'contact') {
        ({ id } = await trx.insertInto('contact_messages').values({ name: fields.name, email, phone, message, created_at: at }).returning('id').executeTakeFirstOrThrow());
      } else if (kind === 'career') {
        const [firstName, lastName] = fields.name.split(' ');
        ({ id } = await trx
          .insertInto('career_applications')
          .values({
            firstName,
            middleName: '',
            lastName,
            email,
            phone,
            selectedPost: 'Site Supervisor',
            currentLocation: 'Shirdi',
            currentEmployer: '',
            experience: '4 years',
            qualification: 'Diploma in Civil Engineering',
            resume_name: 'resume.pdf',
            resume_type: 'application/pdf',
            resume_size: 4,
            resume_data: Buffer.from('%PDF'),
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        const account = await trx
          .insertInto('accounts')
          .values({ firstname: fields.name, lastname: 'Vendor', email: `${Math.random()}@vendor.example.in`, password_hash: 'x', created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        ({ id } = await trx
          .insertInto('vendor_registrations')
          .values({
            account_id: account.id,
            tender_no: 'VI/TN/2026/015',
            vendor_name: fields.name,
            email,
            mobile_number: phone,
            company_name: 'Deshmukh Fabricators',
            gst_number: '27AAPFU0939F1ZV',
            pan_number: 'AAPFU0939F',
            udyam_number: 'UDYAM-MH-26-0012345',
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      }
      await recordNewLead(trx, kind, id);
      return id;
    });
  }

  /** Every lead that passes `filter`, walking the pages `size` at a time, as "kind/id". */
  async function walk(filter: LeadFilter, size = 50): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const page = await listLeads(db, filter, { cursor, limit: size });
      seen.push(...page.leads.map((lead) => `${lead.kind}/${lead.id}`));
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
    throw new Error('the pages never ended');
  }

  let asha: number;
  let ravi: number;
  let career: number;
  let vendor: number;
  let contact: number;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    db = app.database.db;
    // 2026-03-01 in Kolkata runs from 2026-02-28T18:30Z to 2026-03-01T18:30Z.
    asha = await add('enquiry', '2026-02-28T18:29:59.999Z', { name: 'Asha Deshmukh', message: 'A 2 BHK flat at Gangapur Road: wardrobes and a false ceiling.' });
    ravi = await add('enquiry', '2026-02-28T18:30:00.000Z', { name: 'Ravi KALE', email: 'Ravi.Kale@Example.in', phone: '0253 257 7123', message: '50% advance possible? Office fit-out.' });
    contact = await add('contact', '2026-03-01T18:29:59.999Z', { name: 'Sunita Patil', message: 'Do you work in Shirdi? Temple trust guest house.' });
    career = await add('career', '2026-03-01T18:30:00.000Z', { name: 'Vikram Jadhav' });
    vendor = await add('vendor', '2026-03-02T10:00:00.000Z', { name: 'Nilesh Deshmukh' });
  });

  afterAll(() => app.close());

  it('lists every kind in one list, newest first, as New and unassigned with a summary of each', async () => {
    const { leads, nextCursor } = await listLeads(db, {});
    expect(nextCursor).toBeNull();
    expect(leads.map((lead) => `${lead.kind}/${lead.id}`)).toEqual([`vendor/${vendor}`, `career/${career}`, `contact/${contact}`, `enquiry/${ravi}`, `enquiry/${asha}`]);
    expect(leads[0]).toEqual({
      kind: 'vendor',
      id: vendor,
      receivedAt: '2026-03-02T10:00:00.000Z',
      name: 'Nilesh Deshmukh',
      email: 'nilesh@example.in',
      phone: '9876500000',
      summary: 'VI/TN/2026/015',
      status: 'new',
      ownerStaffId: null,
      notesCount: 0,
      version: 1,
    });
    expect(leads[1]).toMatchObject({ name: 'Vikram Jadhav', summary: 'Site Supervisor' });
    expect(leads[4].summary).toBe('A 2 BHK flat at Gangapur Road: wardrobes and a false ceiling.');
  });

  it('cuts a long message to its first 200 characters in the summary', async () => {
    const id = await add('contact', '2025-01-01T00:00:00.000Z', { name: 'Long Message', message: `${'तपशील '.repeat(60)}end` });
    const [lead] = (await listLeads(db, { q: 'long message' })).leads;
    expect(lead.id).toBe(id);
    expect([...lead.summary]).toHaveLength(200);
    expect(lead.summary.startsWith('तपशील तपशील')).toBe(true);
  });

  it('filters by kind, by status and by several of each', async () => {
    expect((await listLeads(db, { kind: ['career', 'vendor'] })).leads.map((lead) => lead.kind)).toEqual(['vendor', 'career']);
    expect((await listLeads(db, { kind: ['enquiry'] })).leads.map((lead) => lead.id)).toEqual([ravi, asha]);
    expect((await listLeads(db, { status: ['contacted'] })).leads).toEqual([]);
    expect((await listLeads(db, { status: ['new'], kind: ['vendor'] })).leads).toHaveLength(1);
  });

  it('takes a date range in Asia/Kolkata days, both ends included', async () => {
    const day = await listLeads(db, { from: '2026-03-01', to: '2026-03-01' });
    expect(day.leads.map((lead) => `${lead.kind}/${lead.id}`)).toEqual([`contact/${contact}`, `enquiry/${ravi}`]);
    const until = await listLeads(db, { to: '2026-02-28' });
    expect(until.leads.map((lead) => lead.name)).toEqual(['Asha Deshmukh', 'Long Message']);
    const since = await listLeads(db, { from: '2026-03-02' });
    expect(since.leads.map((lead) => lead.kind)).toEqual(['vendor', 'career']);
  });

  it('searches name, e-mail, phone and message in any case, every word, with % and _ taken literally', async () => {
    const names = async (q: string) => (await listLeads(db, { q })).leads.map((lead) => lead.name);
    expect(await names('ravi kale')).toEqual(['Ravi KALE']);
    expect(await names('RAVI.KALE@example')).toEqual(['Ravi KALE']);
    expect(await names('257 7123')).toEqual(['Ravi KALE']);
    expect(await names('FALSE CEILING')).toEqual(['Asha Deshmukh']);
    expect(await names('deshmukh')).toEqual(['Nilesh Deshmukh', 'Asha Deshmukh']);
    expect(await names('50%')).toEqual(['Ravi KALE']);
    expect(await names('5_%')).toEqual([]);
    expect(await names('shirdi temple')).toEqual(['Sunita Patil']);
    expect(await names('shirdi wardrobes')).toEqual([]);
  });

  it('finds the same leads whether or not the trigram index narrows the search first', async () => {
    const ids = async (q: string, narrowAtMost?: number) => {
      const match = await leadTextMatch(db, q, narrowAtMost);
      return (await db.selectFrom('leads').select('id').where(match).orderBy('id').execute()).map((row) => row.id);
    };
    for (const q of ['deshmukh', 'RAVI kale', '50%', 'shirdi temple', 'ceiling', 'no such lead', 'ab', 'तपशील']) {
      const narrowed = await ids(q);
      expect({ q, ids: await ids(q, 0) }).toEqual({ q, ids: narrowed });
    }
    expect(await ids('deshmukh')).toHaveLength(2);
  });

  it('pages by keyset through leads received at the same instant, each once, in a stable order', async () => {
    const same = '2024-06-01T04:30:00.000Z';
    const added: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const kind = (['enquiry', 'contact', 'career'] as const)[index % 3];
      added.push(`${kind}/${await add(kind, same, { name: `Same Instant${index}`, message: 'tie' })}`);
    }
    const filter: LeadFilter = { to: '2024-06-01' };
    const inTwos = await walk(filter, 2);
    expect(inTwos).toHaveLength(7);
    expect(new Set(inTwos)).toEqual(new Set(added));
    expect(await walk(filter, 50)).toEqual(inTwos);
    // Ties are ordered by kind, then id, both descending.
    const kinds = inTwos.map((key) => key.split('/')[0]);
    expect(kinds).toEqual([...kinds].sort().reverse());
  });

  it('refuses a cursor it did not write', async () => {
    await expect(listLeads(db, {}, { cursor: 'not-a-cursor' })).rejects.toThrow(LeadInputError);
    await expect(listLeads(db, {}, { cursor: Buffer.from('["x","enquiry",1.5]').toString('base64url') })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('moves a lead on, assigns it and keeps dated notes; the version goes up and the audit says what changed', async () => {
    const audited: unknown[] = [];
    const first = await changeLead(
      db,
      sales,
      { kind: 'enquiry', id: ravi, version: 1, status: 'contacted', owner: 7, note: 'Called back; site visit on Friday.' },
      { now: NOW, audit: async (_trx, description) => void audited.push(description) },
    );
    expect(first.audit).toEqual({
      action: 'lead.change',
      subject: `lead:enquiry/${ravi}`,
      changes: {
        status: { from: 'new', to: 'contacted' },
        owner: { from: null, to: 7 },
        note: { from: null, to: 'Called back; site visit on Friday.' },
      },
    });
    expect(audited).toEqual([first.audit]);
    expect(first.lead).toMatchObject({ status: 'contacted', ownerStaffId: 7, version: 2, notesCount: 1 });
    expect(first.lead.notes).toEqual([
      { id: expect.any(Number), at: NOW.toISOString(), staffId: 7, author: 'meera@office.example.in', text: 'Called back; site visit on Friday.' },
    ]);

    const cli: Actor = { kind: 'cli', user: 'office' };
    const second = await changeLead(db, cli, { kind: 'enquiry', id: ravi, version: 2, status: 'won', note: 'Order signed.' }, { now: new Date('2026-03-11T06:00:00.000Z') });
    expect(second.audit.changes).toEqual({ status: { from: 'contacted', to: 'won' }, note: { from: null, to: 'Order signed.' } });
    expect(second.lead.notes.map((note) => [note.author, note.staffId])).toEqual([
      ['meera@office.example.in', 7],
      ['cli:office', null],
    ]);

    expect((await listLeads(db, { status: ['won'] })).leads.map((lead) => lead.id)).toEqual([ravi]);
    expect((await listLeads(db, { owner: 7 })).leads.map((lead) => lead.id)).toEqual([ravi]);
    expect((await listLeads(db, { owner: 'unassigned', kind: ['enquiry'], from: '2026-01-01' })).leads.map((lead) => lead.id)).toEqual([asha]);
    expect((await listLeads(db, { owner: 8 })).leads).toEqual([]);
  });

  it('refuses a stale version with the lead as it is now, and writes nothing', async () => {
    const { lead } = await changeLead(db, sales, { kind: 'contact', id: contact, version: 1, note: 'Left a voicemail.' }, { now: NOW });
    const audit = jest.fn();
    const stale = changeLead(db, sales, { kind: 'contact', id: contact, version: 1, status: 'lost', note: 'Typed before the reload.' }, { audit });
    await expect(stale).rejects.toThrow(LeadConflictError);
    const error = (await stale.catch((caught: unknown) => caught)) as LeadConflictError;
    expect(error.statusCode).toBe(409);
    expect(error.current).toEqual(lead);
    expect(audit).not.toHaveBeenCalled();
    expect(await getLead(db, 'contact', contact)).toEqual(lead);
  });

  it('allows only the documented transitions, per kind', async () => {
    const refuse = (kind: LeadKind, id: number, version: number, status: 'won' | 'contacted' | 'closed' | 'new') =>
      expect(changeLead(db, sales, { kind, id, version, status })).rejects.toMatchObject({ statusCode: 400, errors: { status: expect.any(String) } });
    await refuse('enquiry', asha, 1, 'won');
    await refuse('enquiry', asha, 1, 'closed');
    await refuse('career', career, 1, 'contacted');
    const closed = await changeLead(db, sales, { kind: 'career', id: career, version: 1, status: 'closed' });
    expect(closed.lead.status).toBe('closed');
    const reopened = await changeLead(db, sales, { kind: 'career', id: career, version: 2, status: 'new' });
    expect(reopened.lead).toMatchObject({ status: 'new', version: 3 });
    const lost = await changeLead(db, sales, { kind: 'enquiry', id: asha, version: 1, status: 'lost' });
    await refuse('enquiry', asha, lost.lead.version, 'won');
    expect((await changeLead(db, sales, { kind: 'enquiry', id: asha, version: 2, status: 'contacted' })).lead.status).toBe('contacted');
  });

  it('refuses an unknown lead and a change that changes nothing', async () => {
    await expect(changeLead(db, sales, { kind: 'enquiry', id: 999_999, version: 1, note: 'x' })).rejects.toThrow(LeadNotFoundError);
    await expect(getLead(db, 'vendor', 999_999)).rejects.toMatchObject({ statusCode: 404 });
    const { version, status } = await getLead(db, 'vendor', vendor);
    await expect(changeLead(db, sales, { kind: 'vendor', id: vendor, version, status })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('gives a lead with the submission’s fields but never the resume’s bytes', async () => {
    const lead = await getLead(db, 'career', career);
    expect(lead.fields).toMatchObject({ selectedPost: 'Site Supervisor', resume_name: 'resume.pdf', resume_size: 4 });
    expect(lead.fields).not.toHaveProperty('resume_data');
  });

  it('exports what the desk sees as CSV, every page of it', async () => {
    let text = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const rows = await streamLeadsCsv(db, { kind: ['enquiry'], from: '2026-01-01' }, out);
    expect(rows).toBe(2);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFkind,id,received_at,name,email,phone,summary,status,owner_staff_id,notes_count');
    expect(lines[1]).toBe(`enquiry,${ravi},2026-02-28T18:30:00.000Z,Ravi KALE,Ravi.Kale@Example.in,0253 257 7123,50% advance possible? Office fit-out.,won,7,2`);
    expect(lines[2]).toMatch(new RegExp(`^enquiry,${asha},`));
    expect(lines).toHaveLength(4);
  });

  it('makes an enquiry posted through the form a New lead', async () => {
    const csrf = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/backend/enquiryform/submitForm',
      headers: csrf.headers,
      payload: { name: 'Form Visitor', email: 'form.visitor@example.in', phone: '9822012345', address: 'College Road, Nashik', message: 'Quote for a 3 BHK.' },
    });
    expect(response.statusCode).toBe(200);
    const { leads } = await listLeads(db, { q: 'form.visitor' });
    expect(leads).toEqual([expect.objectContaining({ kind: 'enquiry', name: 'Form Visitor', status: 'new', summary: 'Quote for a 3 BHK.', version: 1 })]);
  });
});
