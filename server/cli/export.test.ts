import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeDb } from '../test-helpers';
import { storeCareerApplication, storeContactMessage, storeEnquiry } from '../leads/submission-store';
import { sampleCareerFields, sampleDocx, samplePdf } from '../../test/fixtures/submissions';
import { exportToText, parseExportArgs, UsageError } from './export';
import { exporters } from './exporters';
import { safeFileName, toCsv } from './export-format';

const career = sampleCareerFields;

describe('export arguments', () => {
  it('reads kind, format, since, out and files', () => {
    expect(parseExportArgs(['career-applications', '--format', 'json', '--since', '2026-01-31', '--out', 'a.json', '--files', 'cv'])).toEqual({
      kind: 'career-applications',
      format: 'json',
      since: '2026-01-31T00:00:00.000Z',
      out: 'a.json',
      filesDir: 'cv',
    });
    expect(parseExportArgs(['career-applications', '--format=csv', '--resumes=out'])).toMatchObject({ format: 'csv', filesDir: 'out' });
    expect(parseExportArgs(['enquiries', '--since', '2026-01-31T09:00+05:30']).since).toBe('2026-01-31T03:30:00.000Z');
    expect(parseExportArgs(['accounts']).kind).toBe('accounts');
    expect(parseExportArgs(['enquiries'])).toEqual({ kind: 'enquiries', format: 'csv', since: undefined, out: undefined, filesDir: undefined });
  });

  it('refuses unknown kinds, formats, options and dates with a usage error', () => {
    const impossible = [['enquiries', '--since', '2026-02-30'], ['enquiries', '--since', '2026-13-01'], ['enquiries', '--since', '2026-01-01T24:00'], ['enquiries', '--since', '31/01/2026']];
    for (const argv of impossible) expect(() => parseExportArgs(argv)).toThrow(/is not a real date/);
    expect(() => parseExportArgs(['enquiries', '--files', 'out'])).toThrow('enquiries have no attached files, so --files does not apply (it does for: career-applications).');
    for (const argv of [[], ['visitors'], ['enquiries', '--format', 'xml'], ['enquiries', '--since', 'last week'], ['enquiries', '--colour'], ['enquiries', '--out'], ['enquiries', 'extra']]) {
      expect(() => parseExportArgs(argv)).toThrow(UsageError);
    }
  });

  it('has one exporter per submission kind, each with an id and a created_at column', () => {
    expect(Object.keys(exporters)).toEqual(expect.arrayContaining(['enquiries', 'contact-messages', 'career-applications']));
    for (const exporter of Object.values(exporters)) expect(exporter.columns.slice(0, 2)).toEqual(['id', 'created_at']);
  });
});

describe('export format', () => {
  it('writes RFC 4180 CSV with a BOM and defuses formulas', () => {
    const csv = toCsv(['id', 'name', 'message'], [
      { id: 1, name: 'Asha "Tai" Patil', message: 'line one\nline two, with comma' },
      { id: 2, name: '=HYPERLINK("http://evil")', message: '-1+2' },
      { id: 3, name: 'नाशिक', message: null },
    ]);
    expect(csv).toBe(
      '\uFEFFid,name,message\r\n' +
        '1,"Asha ""Tai"" Patil","line one\nline two, with comma"\r\n' +
        `2,"'=HYPERLINK(""http://evil"")",'-1+2\r\n` +
        '3,नाशिक,\r\n',
    );
  });

  it('makes visitor file names safe', () => {
    expect(safeFileName(7, '../../etc/passwd')).toBe('7-etc_passwd');
    expect(safeFileName(8, 'Résumé final (2).pdf')).toBe('8-Resume_final_2_.pdf');
    expect(safeFileName(9, '...')).toBe('9-file');
  });
});

describeDb('npm run export', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    const { db } = app.database;
    await storeEnquiry(db, { name: 'Old Visitor', email: 'old@example.in', phone: '1', address: '', message: '' }, { notify: false, now: new Date('2026-01-10T10:00:00Z') });
    await storeEnquiry(db, { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Nashik', message: 'Kitchen, "modular"' }, { notify: false, now: new Date('2026-02-01T10:00:00Z') });
    await storeContactMessage(db, { name: 'Rohan', email: 'rohan@example.in', phone: '9822012345', message: 'Call me' }, { notify: false });
    await storeCareerApplication(db, career, { name: 'meera cv.pdf', type: 'application/pdf', data: samplePdf }, { notify: false, now: new Date('2026-02-02T00:00:00Z') });
    await storeCareerApplication(db, { ...career, firstName: 'Kavya' }, { name: 'kavya.docx', type: 'application/x', data: sampleDocx() }, { notify: false, now: new Date('2026-02-03T00:00:00Z') });
    dir = mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  });

  it('lists enquiries as CSV, oldest first', async () => {
    const result = await exportToText(app.database.db, parseExportArgs(['enquiries']));
    expect(result.rows).toBe(2);
    const lines = result.content.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,phone,address,message');
    expect(lines[1]).toBe('1,2026-01-10T10:00:00.000Z,Old Visitor,old@example.in,1,,');
    expect(lines[2]).toBe('2,2026-02-01T10:00:00.000Z,Asha Patil,asha@example.in,9876543210,Nashik,"Kitchen, ""modular"""');
  });

  it('filters with --since and writes JSON', async () => {
    const result = await exportToText(app.database.db, parseExportArgs(['enquiries', '--since', '2026-01-31', '--format', 'json']));
    expect(JSON.parse(result.content)).toEqual([
      { id: 2, created_at: '2026-02-01T10:00:00.000Z', name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Nashik', message: 'Kitchen, "modular"' },
    ]);
  });

  it('lists contact messages', async () => {
    const result = await exportToText(app.database.db, parseExportArgs(['contact-messages', '--format', 'json']));
    expect(JSON.parse(result.content)).toEqual([expect.objectContaining({ name: 'Rohan', phone: '9822012345', message: 'Call me' })]);
  });

  it('lists career applications without the file bytes, and writes resumes on request', async () => {
    const plain = await exportToText(app.database.db, parseExportArgs(['career-applications', '--format', 'json']));
    const [first] = JSON.parse(plain.content);
    expect(first).toEqual({ id: 1, created_at: '2026-02-02T00:00:00.000Z', ...career, resume_name: 'meera cv.pdf', resume_type: 'application/pdf', resume_size: samplePdf.length });

    const resumes = path.join(dir, 'resumes');
    const withFiles = await exportToText(app.database.db, parseExportArgs(['career-applications', '--files', resumes, '--since', '2026-02-03']));
    expect(withFiles.rows).toBe(1);
    expect(readdirSync(resumes)).toEqual(['2-kavya.docx']);
    expect(readFileSync(path.join(resumes, '2-kavya.docx')).equals(sampleDocx())).toBe(true);
    expect(withFiles.content).toContain(',file\r\n');
    expect(withFiles.content.trim().endsWith(',2-kavya.docx')).toBe(true);
    expect(existsSync(path.join(resumes, '1-meera_cv.pdf'))).toBe(false);
  });
});
