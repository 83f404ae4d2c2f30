import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadContent } from './content/load';
import { CONTENT_SOURCES } from './content/sources';
import { describeMissingTranslations, missingTranslations } from './content/translations';
import { exportToText, parseExportArgs } from './cli/export';
import { startTestSmtp, type TestSmtpServer } from './lib/mail/test-smtp';
import { buildTestApp, csrfFor, describeDb, makeContentDir, type CsrfPair } from './test-helpers';

/**
 * Issue 22: the content's Marathi fields (an `mr` object per record), answered by the reads on `?lang=mr`
 * with a fallback to the English for each missing field alone; `content check` listing what is missing; and
 * what a visitor sends from a Marathi page (its language kept, named in the office mail, exported intact).
 */

const project = (id: number, name: string, mr?: Record<string, string>) => ({
  id,
  Project_Name: name,
  Project_Description: `${name}: the description.`,
  file_img: `/uploads/projects/p${id}.svg`,
  categories: 'Completed, Residential',
  Published: true,
  ...(mr && { mr }),
});

const PROJECTS = [
  project(1, 'Godavari Heights – 3BHK Residence', { Project_Name: 'गोदावरी हाइट्स – 3BHK निवास', Project_Description: 'गंगापूर रोडवरील फ्लॅट.' }),
  // Only the name is translated: the description falls back to the English, the name does not.
  project(2, 'Riverside Villa – Someshwar', { Project_Name: 'रिव्हरसाइड व्हिला – सोमेश्वर' }),
  project(3, 'Trimbak Road Row House'),
];

describe('content check and the Marathi fields', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeContentDir({ 'projects.json': PROJECTS });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every translated field a record lacks, by file, record and key, and is not an error', () => {
    const missing = missingTranslations(loadContent(dir, CONTENT_SOURCES));
    expect(missing.map(({ record, key, fields }) => [record, key, fields])).toEqual([
      ['record 2', '2 (Riverside Villa – Someshwar)', ['Project_Description']],
      ['record 3', '3 (Trimbak Road Row House)', ['Project_Name', 'Project_Description']],
    ]);
    const lines = describeMissingTranslations(missing);
    expect(lines[0]).toMatch(/^Marathi: 3 texts have no translation yet/);
    expect(lines[1]).toMatch(/projects\.json, record 2 \(2 \(Riverside Villa – Someshwar\)\): Project_Description$/);
  });

  it('refuses a Marathi field the record does not translate, naming it', () => {
    const bad = makeContentDir({ 'projects.json': [project(1, 'A', { file_img: '/x.svg' })] });
    try {
      expect(() => loadContent(bad, CONTENT_SOURCES)).toThrow(/projects\.json, record 1, field mr: Unrecognized key\(s\) in object: 'file_img'/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

describeDb('content reads in Marathi', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = makeContentDir({ 'projects.json': PROJECTS });
    app = await buildTestApp({ config: { contentDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers ?lang=mr with each Marathi field where the record has one, the English for that field only where not', async () => {
    const marathi = await app.inject({ method: 'GET', url: '/backend/projects?lang=mr' });
    expect(marathi.statusCode).toBe(200);
    const [first, second, third] = marathi.json() as Array<Record<string, unknown>>;
    expect(first).toMatchObject({ Project_Name: 'गोदावरी हाइट्स – 3BHK निवास', Project_Description: 'गंगापूर रोडवरील फ्लॅट.' });
    expect(second).toMatchObject({ Project_Name: 'रिव्हरसाइड व्हिला – सोमेश्वर', Project_Description: 'Riverside Villa – Someshwar: the description.' });
    expect(third).toMatchObject({ Project_Name: 'Trimbak Road Row House', Project_Description: 'Trimbak Road Row House: the description.' });
    // The same fields as the English answer, nothing more (no `mr` leaves the server).
    expect(Object.keys(second).sort()).toEqual(Object.keys(project(2, 'x')).sort());
  });

  it('answers in English without lang, and keeps the two answers apart (their own ETags)', async () => {
    const english = await app.inject({ method: 'GET', url: '/backend/projects' });
    expect((english.json() as Array<{ Project_Name: string }>).map((row) => row.Project_Name)).toEqual(PROJECTS.map((row) => row.Project_Name));
    const marathi = await app.inject({ method: 'GET', url: '/backend/projects?lang=mr' });
    expect(marathi.headers.etag).not.toBe(english.headers.etag);
  });
});

describeDb('what a visitor sends from a Marathi page', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let csrf: CsrfPair;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ seed: false, config: { smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@example.in', to: 'office@example.in' } } });
    csrf = await csrfFor(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const message = { name: 'सुनीता जाधव', email: 'sunita@example.in', phone: '9822012345', message: 'कृपया संध्याकाळी ६ नंतर फोन करा. "स्वयंपाकघर", १२,००० ₹' };

  it('keeps the Marathi text intact, and the office mail says the visitor wrote in Marathi', async () => {
    const response = await app.inject({ method: 'POST', url: '/backend/contactus/submitForm?lang=mr', headers: csrf.headers, payload: message });
    expect(response.statusCode).toBe(200);
    const row = await app.database.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: message.name, message: message.message, language: 'mr' });
    const mail = await app.database.db.selectFrom('mail_outbox').selectAll().where('submission_id', '=', row.id).where('kind', '=', 'contact-message').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New message from सुनीता जाधव [Marathi]');
    expect(mail.body).toMatch(/^Language: +Marathi \(मराठी\), from a Marathi page$/m);
    expect(mail.body).toContain(message.message);
  });

  it('names English for a message sent from an English page', async () => {
    await app.inject({ method: 'POST', url: '/backend/contactus/submitForm', headers: csrf.headers, payload: { ...message, name: 'Rohan Kulkarni' } });
    const row = await app.database.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const mail = await app.database.db.selectFrom('mail_outbox').selectAll().where('submission_id', '=', row.id).where('kind', '=', 'contact-message').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New message from Rohan Kulkarni');
    expect(mail.body).toMatch(/^Language: +English$/m);
  });

  it('exports the Devanagari intact as UTF-8 CSV with a BOM (a spreadsheet opens it as UTF-8)', async () => {
    const result = await exportToText(app.database.db, parseExportArgs(['contact-messages']));
    const bytes = Buffer.from(result.content, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain('सुनीता जाधव');
    expect(text).toContain('"कृपया संध्याकाळी ६ नंतर फोन करा. ""स्वयंपाकघर"", १२,००० ₹"');
  });
});
