import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { dayIn, shiftDay, type MyApplication, type TenderDetail } from '@/entities/tender/model/tender-rules';
import type { Tender } from '@/entities/tender/model/tender';
import { cookieFrom, describeDb, useTestApp, sessionCsrfHeaders } from '../test-helpers';
import { SESSION_COOKIE } from '../routes/accounts/sessions';
import { parseTendersArgs, runTendersCommand } from '../cli/tenders';
import { sampleVendorDetails } from '../../test/fixtures/submissions';

// Sign-up and log-in run scrypt; a busy machine needs time.
jest.setTimeout(60_000);

const today = dayIn(new Date());
const ATOM = 'http://www.w3.org/2005/Atom';

const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' };
const registration = sampleVendorDetails;

/** The demo content (content/), seeded today: its dates move with the day (docs/decisions.md). */
describeDb('tender board', () => {
  const server = useTestApp({}, { each: true });
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'tenders-test-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url: `/backend${url}`, headers: cookie ? { cookie } : {} });
  const detail = async (tenderNo: string) => (await get(`/get_tender?tenderNo=${encodeURIComponent(tenderNo)}`)).json<TenderDetail[]>()[0];
  // The command runs as its own process beside the site; the site's content-version poll (off in tests)
  // is what brings its change to the cached reads, so the test looks once, as the poll would.
  const cli = async (...argv: string[]) => {
    const result = await runTendersCommand(server.app.database, parseTendersArgs(argv));
    await server.app.contentChanges.check();
    return result;
  };
  const post = (url: string, payload: object, cookie = '') =>
    server.app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: sessionCsrfHeaders(server.app, cookie) });
  const session = async () => {
    expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
    const login: LightMyRequestResponse = await post('/api/login', { email: vendor.email, password: vendor.password });
    return `${SESSION_COOKIE}=${cookieFrom(login, SESSION_COOKIE)}`;
  };

  describe('reads', () => {
    it('lists published tenders with key dates, outcome and the latest corrigendum date, dates moved to the seed day', async () => {
      const tenders = (await get('/api/tenders/published')).json<Tender[]>();
      const byNo = Object.fromEntries(tenders.map((tender) => [tender.TenderNo, tender]));
      expect(byNo['VI/TN/2026/009']).toMatchObject({ Outcome: 'Awarded', Corrigendum_Date: '' });
      // The demo is written as on 2026-11-22; seeded today, every date moves by the same number of days.
      const shift = (day: string) => shiftDay(day, Math.round((Date.parse(today) - Date.parse('2026-11-22')) / 86_400_000));
      expect(byNo['VI/TN/2026/015']).toMatchObject({ Expiry_Date: shift('2027-02-10'), PreBid_Date: shift('2026-12-01'), Corrigendum_Date: shift('2026-11-18') });
      expect(byNo['VI/TN/2026/013'].Expiry_Date).toBe(shift('2026-11-27'));
      expect(byNo['VI/TN/2026/014'].Corrigendum_Date).toBe('');
    });

    it('gives the detail with its documents and its corrigenda, newest first', async () => {
      const tender = await detail('VI/TN/2026/015');
      expect(tender.Documents.map((document) => [document.Title, document.Type])).toEqual([
        ['Tender notice', 'pdf'],
        ['Bill of quantities', 'xlsx'],
        ['Partition drawings', 'zip'],
      ]);
      expect(tender.Documents[0].Size).toBeGreaterThan(1000);
      expect(tender.Corrigenda).toHaveLength(1);
      expect(tender.Corrigenda[0]).toMatchObject({ Text: expect.stringContaining('12 mm toughened'), Document: { Type: 'xlsx' } });
      expect(await detail('VI/TN/2026/014')).toMatchObject({ Corrigenda: [], Documents: [{ Type: 'pdf' }] });
    });
  });

  describe('documents', () => {
    it('are downloaded as attachments with a safe content type', async () => {
      const [notice, boq, drawings] = (await detail('VI/TN/2026/015')).Documents;
      const pdf = await get(notice.Url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="tender-notice.pdf"; filename*=UTF-8''tender-notice.pdf`);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Number(pdf.headers['content-length'])).toBe(notice.Size);

      expect((await get(boq.Url)).headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect((await get(drawings.Url)).headers['content-type']).toBe('application/zip');
      expect((await get('/api/tender-documents/99999/x.pdf')).statusCode).toBe(404);
      expect((await get('/api/tender-documents/abc/x.pdf')).statusCode).toBe(404);
    });

    it('of an unpublished tender are not served', async () => {
      const [notice] = (await detail('VI/TN/2026/015')).Documents;
      expect((await cli('unpublish', 'VI/TN/2026/015')).code).toBe(0);
      expect((await get(notice.Url)).statusCode).toBe(404);
    });

    it('are refused by `attach` when the bytes do not match the name', async () => {
      const fake = path.join(scratch, 'notice.pdf');
      writeFileSync(fake, 'just some text');
      const result = await cli('attach', 'VI/TN/2026/014', fake);
      expect(result).toEqual({ code: 1, output: expect.stringContaining('not really a PDF') });
      const exe = path.join(scratch, 'setup.exe');
      writeFileSync(exe, 'MZ');
      expect((await cli('attach', 'VI/TN/2026/014', exe)).output).toContain('must be a PDF, XLSX, DWG or ZIP');
      const dwg = path.join(scratch, 'plan.dwg');
      writeFileSync(dwg, Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(64)]));
      expect(await cli('attach', 'VI/TN/2026/014', dwg, '--title', 'Site plan')).toMatchObject({ code: 0 });
      const added = (await detail('VI/TN/2026/014')).Documents.find((document) => document.Title === 'Site plan')!;
      expect((await get(added.Url)).headers['content-disposition']).toMatch(/^attachment; filename="plan.dwg"/);
    });
  });

  describe('the Atom feed', () => {
    it('is well-formed Atom with the open tenders and the corrigenda', async () => {
      const response = await get('/api/tenders/feed.atom');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const { DOMParser } = new JSDOM('').window;
      const xml = new DOMParser().parseFromString(response.body, 'application/xml');
      expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
      const feed = xml.documentElement;
      expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
      const child = (parent: Element, name: string) => [...parent.children].filter((element) => element.localName === name && element.namespaceURI === ATOM);
      const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
      // RFC 4287 4.1.1: one id, title and updated; an author (no entry carries its own); a self link.
      for (const name of ['id', 'title', 'updated']) expect(child(feed, name)).toHaveLength(1);
      expect(child(feed, 'updated')[0].textContent).toMatch(rfc3339);
      expect(child(feed, 'author')[0].getElementsByTagNameNS(ATOM, 'name')[0].textContent).toBe('Vastukala Interiors');
      expect(child(feed, 'link').map((link) => link.getAttribute('rel'))).toEqual(['self', 'alternate']);
      const entries = child(feed, 'entry');
      const ids = new Set<string>();
      for (const entry of entries) {
        for (const name of ['id', 'title', 'updated']) expect(child(entry, name)).toHaveLength(1);
        expect(child(entry, 'updated')[0].textContent).toMatch(rfc3339);
        expect(child(entry, 'link')[0].getAttribute('href')).toMatch(/^http:\/\/localhost(:\d+)?\/tender\/detailsoftender\?tenderNo=/);
        ids.add(child(entry, 'id')[0].textContent!);
      }
      expect(ids.size).toBe(entries.length);
      const titles = entries.map((entry) => child(entry, 'title')[0].textContent);
      expect(titles).toContainEqual(expect.stringMatching(/^Tender VI\/TN\/2026\/015: /));
      expect(titles).toContainEqual(expect.stringMatching(/^Corrigendum of \d\d\/\d\d\/\d{4} to tender VI\/TN\/2026\/013$/));
      expect(titles.join('\n')).not.toMatch(/^Tender VI\/TN\/2026\/(009|011):/m);
    });
  });

  describe('the deadline calendar file', () => {
    it('is an iCalendar attachment with an all-day event on the bid deadline', async () => {
      const tender = await detail('VI/TN/2026/015');
      const response = await get(`/api/tenders/calendar.ics?tenderNo=${encodeURIComponent(tender.TenderNo)}`);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tender-VI-TN-2026-015-deadline.ics"/);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain(`DTSTART;VALUE=DATE:${tender.Expiry_Date.replace(/-/g, '')}`);
      expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect((await get('/api/tenders/calendar.ics?tenderNo=NOPE')).statusCode).toBe(404);
    });
  });

  describe('registrations', () => {
    it('are refused for a tender that is not open, with a clear message, and accepted while it is', async () => {
      const cookie = await session();
      const awarded = await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/009' }, cookie);
      expect(awarded.statusCode).toBe(409);
      expect(awarded.json()).toMatchObject({ success: false, message: 'This tender has been awarded and no longer takes applications.' });
      const closed = await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/011' }, cookie);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(/^This tender is closed: its bid submission deadline has passed/);
      expect((await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/013' }, cookie)).statusCode).toBe(201);

      expect((await cli('cancel', 'VI/TN/2026/015')).code).toBe(0);
      const cancelled = await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/015' }, cookie);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().errors.tenderNo).toBe('This tender has been cancelled and takes no applications.');
      expect(await server.app.database.db.selectFrom('vendor_registrations').select('tender_no').execute()).toEqual([{ tender_no: 'VI/TN/2026/013' }]);
    });

    it('are listed on My applications, marked when the tender changed after the vendor applied', async () => {
      expect((await get('/api/vendors/mine')).statusCode).toBe(401);
      const cookie = await session();
      expect((await post('/api/vendors', { ...registration, tenderNo: 'VI/TN/2026/015' }, cookie)).statusCode).toBe(201);
      let mine = (await get('/api/vendors/mine', cookie)).json<{ applications: MyApplication[] }>().applications;
      expect(mine).toEqual([
        expect.objectContaining({ tenderNo: 'VI/TN/2026/015', title: expect.stringContaining('aluminium'), changedSinceApplied: false }),
      ]);
      const deadline = shiftDay(today, 40);
      const amended = await cli('corrigendum', 'VI/TN/2026/015', '--text', 'Deadline extended.', '--deadline', deadline);
      expect(amended.code).toBe(0);
      mine = (await get('/api/vendors/mine', cookie)).json<{ applications: MyApplication[] }>().applications;
      expect(mine[0]).toMatchObject({ changedSinceApplied: true, tender: { Expiry_Date: deadline, Corrigendum_Date: today } });
      const tender = await detail('VI/TN/2026/015');
      expect(tender.Corrigenda.map((entry) => entry.Text)[0]).toBe('Deadline extended.');
      expect(tender.Expiry_Date).toBe(deadline);
    });
  });

  describe('the staff command', () => {
    const version = async () => {
      await server.app.contentChanges.check();
      return server.app.contentChanges.version;
    };
    const csvRow = (fields: Record<string, string>) => fields;
    const base = {
      TenderNo: 'VI/TN/2027/001',
      TenderDate: today,
      Expiry_Date: shiftDay(today, 30),
      PreBid_Date: shiftDay(today, 7),
      Bid_Opening_Date: shiftDay(today, 31),
      Outcome: '',
      CustomerID: '7',
      ProjectID: '3',
      Bill_To: 'Vastukala Interiors, Nashik',
      Ship_To: '"Site", Shirdi',
      Reference: 'Supply of gypsum boards, 240 sheets',
      Status: 'Open',
      Status1: 'Bidding',
      Currency: 'inr',
      Sales_Agent: 'Purchase desk',
      Discount_Type: 'Before Tax',
      Admin_Note: '',
      ShowQty: 'yes',
      Created_by: 'ERP',
      BillingTypeID: '1',
      SaveAs: 'Final',
      Bank: 'HDFC',
      Cash: '0',
      reminder: '',
      TotalTax: '18,000.00',
      TotalTaxPER: '18',
      TotalDicountPer: '0',
      TotalDicountAmont: '0',
      SubCostTotalAmont: '100000',
      TenderTotalAmont: '1,18,000',
      AdjustmentCost: '0',
    };
    const writeCsv = (name: string, rows: Array<Record<string, string>>) => {
      const columns = Object.keys(base);
      const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
      const file = path.join(scratch, name);
      writeFileSync(file, [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))].join('\n'));
      return file;
    };

    it('imports nothing from a file with a broken row, and says which row and field', async () => {
      const before = await version();
      const file = writeCsv('broken.csv', [
        csvRow(base),
        csvRow({ ...base, TenderNo: 'VI/TN/2027/002', Expiry_Date: '31/12/2027', TenderTotalAmont: 'lots' }),
        csvRow({ ...base, TenderNo: 'VI/TN/2027/003', Outcome: 'Maybe', Reference: '' }),
        csvRow(base),
      ]);
      const result = await cli('import', file);
      expect(result.code).toBe(1);
      expect(result.output.split('\n')).toEqual([
        'broken.csv: 5 problem(s); nothing was imported.',
        '  row 2 (VI/TN/2027/002), Expiry_Date: must be a date written yyyy-MM-dd',
        '  row 2 (VI/TN/2027/002), TenderTotalAmont: must be a number',
        '  row 3 (VI/TN/2027/003), Reference: is required (it is the tender’s title)',
        '  row 3 (VI/TN/2027/003), Outcome: must be empty, Awarded or Cancelled',
        '  row 4 (VI/TN/2027/001), TenderNo: repeats row 1; each tender appears once per file',
      ]);
      expect(await server.app.database.db.selectFrom('tenders').select('id').where('TenderNo', 'like', 'VI/TN/2027/%').execute()).toEqual([]);
      expect(await version()).toBe(before);
    });

    it('creates and updates by TenderNo; --dry-run writes nothing; each change reaches the reads at once', async () => {
      const file = writeCsv('erp.csv', [csvRow(base), csvRow({ ...base, TenderNo: 'VI/TN/2026/014', Reference: 'Plywood, revised quantities', TenderDate: '2026-11-02' })]);
      const before = await version();
      const dry = await cli('import', file, '--dry-run');
      expect(dry.output).toMatch(/^Dry run \(nothing written\): 1 to create, 1 to update, 0 unchanged\./);
      expect(dry.output).toContain('update VI/TN/2026/014 (');
      expect(await version()).toBe(before);

      const done = await cli('import', file);
      expect(done).toMatchObject({ code: 0, output: expect.stringMatching(/^Imported: 1 created, 1 updated, 0 unchanged\./) });
      expect(await version()).toBeGreaterThan(before);
      const created = await detail('VI/TN/2027/001');
      expect(created).toMatchObject({ Ship_To: '"Site", Shirdi', Currency: 'INR', ShowQty: true, TotalTax: 18000, TenderTotalAmont: 118000, Outcome: '' });
      expect((await detail('VI/TN/2026/014')).Reference).toBe('Plywood, revised quantities');
      expect((await cli('import', file)).output).toBe('Nothing to change: 0 to create, 0 to update, 2 unchanged.');

      const json = path.join(scratch, 'erp.json');
      writeFileSync(json, JSON.stringify({ tenders: [{ ...base, Outcome: 'Awarded', ShowQty: false, CustomerID: 7 }] }));
      expect((await cli('import', json)).output).toMatch(/^Imported: 0 created, 1 updated/);
      expect((await detail('VI/TN/2027/001')).Outcome).toBe('Awarded');
    });

    it('keeps what staff recorded (award, unpublish) when the file has no Outcome or Published column', async () => {
      const { Outcome: _outcome, ...withoutOutcome } = base;
      const file = path.join(scratch, 'erp.json');
      writeFileSync(file, JSON.stringify([withoutOutcome]));
      expect((await cli('import', file)).output).toMatch(/^Imported: 1 created/);
      expect((await cli('award', base.TenderNo)).code).toBe(0);
      expect((await cli('unpublish', base.TenderNo)).code).toBe(0);
      expect((await cli('import', file)).output).toBe('Nothing to change: 0 to create, 0 to update, 1 unchanged.');
      const stored = await server.app.database.db.selectFrom('tenders').select(['Outcome', 'Published']).where('TenderNo', '=', base.TenderNo).executeTakeFirstOrThrow();
      expect(stored).toEqual({ Outcome: 'Awarded', Published: 0 });
    });

    it('awards, unpublishes and refuses unknown tenders and bad arguments', async () => {
      expect(await cli('award', 'VI/TN/2026/014')).toEqual({ code: 0, output: 'Tender VI/TN/2026/014 is now awarded.' });
      expect((await detail('VI/TN/2026/014')).Outcome).toBe('Awarded');
      expect(await cli('unpublish', 'VI/TN/2026/014')).toMatchObject({ code: 0 });
      expect(await detail('VI/TN/2026/014')).toBeUndefined();
      expect(await cli('award', 'NO/SUCH')).toEqual({ code: 1, output: 'No tender numbered NO/SUCH.' });
      expect(() => parseTendersArgs(['corrigendum', 'VI/TN/2026/014'])).toThrow('corrigendum needs --text');
      expect(() => parseTendersArgs(['corrigendum', 'X', '--text', 't', '--deadline', '12/01/2027'])).toThrow('--deadline must be a date written yyyy-MM-dd, or a date and time');
      expect(() => parseTendersArgs(['award'])).toThrow('award needs a tender number.');
      expect(() => parseTendersArgs(['import', 'a.csv', '--text', 'x'])).toThrow('import takes no --text.');
    });
  });
});
