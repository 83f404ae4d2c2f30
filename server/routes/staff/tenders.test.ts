import type { LightMyRequestResponse } from 'fastify';
import type { Tender } from '@/entities/tender/model/tender';
import { TENDER_DESK_MESSAGES } from '@/entities/tender/model/tender-desk';
import { MAX_DOCUMENT_BYTES } from '@/entities/tender/model/tender-rules';
import { cookieFrom, csrfFor, describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import type { StaffRole } from '../../staff/actor';
import { verifyAuditChain } from '../../staff/audit-log';
import { addSignedInStaff, memberOf } from '../../staff/staff-fixtures';

jest.setTimeout(60_000);

const API = '/backend/api/staff/tenders';
const NUMBER = 'VI/TN/2026/501';
const at = (tenderNo: string, rest = '') => `${API}/${encodeURIComponent(tenderNo)}${rest}`;

/** A new tender as the desk's form sends it: dates as days, amounts as numbers. */
const values = (TenderNo = NUMBER, extra: Record<string, unknown> = {}) => ({
  TenderNo,
  TenderDate: '2026-11-20',
  Expiry_Date: '2099-12-20',
  Reference: `Gypsum false ceiling for ${TenderNo}`,
  CustomerID: 4,
  ProjectID: 2,
  BillingTypeID: 1,
  TenderTotalAmont: 118000,
  Published: false,
  ...extra,
});

const pdfBytes = Buffer.from('%PDF-1.4\n% notice\n%%EOF\n');

/** A multipart body of text fields and optionally one file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; field?: string }) {
  const boundary = '----desk-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describeDb('the tenders desk routes', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  const cookies: Partial<Record<StaffRole, string>> = {};

  beforeAll(async () => {
    for (const role of ['tenders', 'admin', 'sales'] as const) cookies[role] = (await addSignedInStaff(db(), memberOf(role))).cookie;
  });

  const headers = (who?: string) => sessionCsrfHeaders(server.app, who);
  const get = (url: string, who = cookies.tenders) => server.app.inject({ method: 'GET', url, headers: headers(who) });
  const send = (method: 'POST' | 'PATCH', url: string, payload?: object, who = cookies.tenders) =>
    server.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
  const upload = (url: string, form: ReturnType<typeof multipart>, who = cookies.tenders) =>
    server.app.inject({ method: 'POST', url, payload: form.body, headers: { ...headers(who), 'content-type': form.contentType } });
  const auditOf = (subject: string) => db().selectFrom('audit_log').select(['action', 'actor', 'ip', 'changes']).where('subject', '=', subject).orderBy('id').execute();
  const published = async () => (await server.app.inject({ method: 'GET', url: '/backend/api/tenders/published' })).json<Tender[]>().map((tender) => tender.TenderNo);

  it('creates a tender with the import’s rules and messages, audited; an unpublished one stays off the board', async () => {
    const bad = await send('POST', API, { values: values(NUMBER, { Expiry_Date: '2026-11-01', TenderDate: '20-11-2026' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ TenderDate: 'must be a date written yyyy-MM-dd' });
    const badOrder = await send('POST', API, { values: values(NUMBER, { Expiry_Date: '2026-11-01' }) });
    expect(badOrder.json().errors).toEqual({ Expiry_Date: 'must not be before TenderDate' });
    expect((await send('POST', API, { values: 'a row' })).statusCode).toBe(400);

    const created = await send('POST', API, { values: values() });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.json()).toEqual({ success: true, message: TENDER_DESK_MESSAGES.created(NUMBER), tenderNo: NUMBER });
    expect((await send('POST', API, { values: values() })).statusCode).toBe(409);
    expect(await published()).not.toContain(NUMBER);

    const [entry] = await auditOf(`tender:${NUMBER}`);
    expect(entry.action).toBe('tender.create');
    expect(JSON.parse(entry.actor)).toMatchObject({ kind: 'staff', email: 'tenders@vastukala.in', role: 'tenders' });
    expect(entry.ip).toBe('127.0.0.1');
  });

  it('lists every tender, published or not, and reads one by its number with slashes', async () => {
    const list = await get(API);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().tenders).toContainEqual(expect.objectContaining({ TenderNo: NUMBER, Published: false, status: 'Open', documents: 0, corrigenda: 0 }));

    const one = await get(at(NUMBER));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, Published: false, status: 'Open', version: expect.any(String), Documents: [], Corrigenda: [] });
    expect(one.json().tender).toMatchObject({ TenderNo: NUMBER, TenderTotalAmont: 118000, ShowQty: false });
    const missing = await get(at('VI/TN/1999/404'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'No tender numbered VI/TN/1999/404.' });
  });

  it('publishes and unpublishes: the public board shows it right after, audited each time', async () => {
    const on = await send('POST', at(NUMBER, '/publish'));
    expect(on.json()).toEqual({ success: true, message: TENDER_DESK_MESSAGES.published(NUMBER), tenderNo: NUMBER });
    expect(await published()).toContain(NUMBER);
    const off = await send('POST', at(NUMBER, '/unpublish'));
    expect(off.statusCode).toBe(200);
    expect(await published()).not.toContain(NUMBER);
    // Twice is no change: nothing more in the log.
    await send('POST', at(NUMBER, '/unpublish'));
    expect((await auditOf(`tender:${NUMBER}`)).map((entry) => entry.action)).toEqual(['tender.create', 'tender.publish', 'tender.unpublish']);
    await send('POST', at(NUMBER, '/publish'));
  });

  it('edits with the version read: saved and shown at once; a stale version is 409 and changes nothing', async () => {
    const { version } = (await get(at(NUMBER))).json();
    const invalid = await send('PATCH', at(NUMBER), { version, changes: { TenderTotalAmont: 'lots', TenderNo: 'VI/TN/X' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ TenderNo: 'cannot be changed (create a new tender instead)' });
    const wrongNumber = await send('PATCH', at(NUMBER), { version, changes: { TenderTotalAmont: 'lots' } });
    expect(wrongNumber.json().errors).toEqual({ TenderTotalAmont: 'must be a number' });
    expect((await send('PATCH', at(NUMBER), { changes: {} })).json().errors).toEqual({ version: 'is required: reload the tender' });

    const saved = await send('PATCH', at(NUMBER), { version, changes: { Reference: 'Gypsum ceiling, revised' } });
    expect(saved.json()).toEqual({ success: true, message: TENDER_DESK_MESSAGES.saved(NUMBER), tenderNo: NUMBER });
    const board = await server.app.inject({ method: 'GET', url: '/backend/api/tenders/published' });
    expect(board.json<Tender[]>().find((tender) => tender.TenderNo === NUMBER)?.Reference).toBe('Gypsum ceiling, revised');

    const stale = await send('PATCH', at(NUMBER), { version, changes: { Reference: 'Mine, typed over an old copy' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await get(at(NUMBER))).json().tender.Reference).toBe('Gypsum ceiling, revised');
    const [edit] = (await auditOf(`tender:${NUMBER}`)).filter((entry) => entry.action === 'tender.edit');
    expect(JSON.parse(edit.changes)).toEqual({ Reference: { from: `Gypsum false ceiling for ${NUMBER}`, to: 'Gypsum ceiling, revised' } });
  });

  it('awards, cancels and reopens; refuses an unknown action', async () => {
    expect((await send('POST', at(NUMBER, '/outcome'), { action: 'shred' })).json().errors).toEqual({ action: 'must be award, cancel or reopen' });
    const awarded = await send('POST', at(NUMBER, '/outcome'), { action: 'award' });
    expect(awarded.json().message).toBe(`Tender ${NUMBER} is now awarded.`);
    expect((await get(at(NUMBER))).json().status).toBe('Awarded');
    await send('POST', at(NUMBER, '/outcome'), { action: 'cancel' }, cookies.admin);
    expect((await get(at(NUMBER))).json().status).toBe('Cancelled');
    await send('POST', at(NUMBER, '/outcome'), { action: 'reopen' });
    expect((await get(at(NUMBER))).json().status).toBe('Open');
    expect((await send('POST', at('VI/TN/1999/404', '/outcome'), { action: 'award' })).statusCode).toBe(404);
    const actions = (await auditOf(`tender:${NUMBER}`)).map((entry) => entry.action);
    expect(actions.slice(-3)).toEqual(['tender.award', 'tender.cancel', 'tender.reopen']);
  });

  it('attaches a document from a multipart form: checked by its bytes, 413 over 20 MB, and listed', async () => {
    const missing = await upload(at(NUMBER, '/documents'), multipart({ title: 'Drawings' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ file: TENDER_DESK_MESSAGES.fileMissing });
    const notPdf = await upload(at(NUMBER, '/documents'), multipart({ title: 'BOQ' }, { name: 'boq.pdf', data: Buffer.from('not a pdf') }));
    expect(notPdf.statusCode).toBe(400);
    expect(Object.keys(notPdf.json().errors)).toEqual(['file']);
    const tooLarge = await upload(at(NUMBER, '/documents'), multipart({ title: 'Huge' }, { name: 'huge.pdf', data: Buffer.concat([pdfBytes, Buffer.alloc(MAX_DOCUMENT_BYTES)]) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ file: 'The file is larger than 20 MB.' });
    const twoFiles = await upload(at(NUMBER, '/documents'), multipart({}, { name: 'a.pdf', data: pdfBytes, field: 'other' }));
    expect(twoFiles.statusCode).toBe(400);

    const attached = await upload(at(NUMBER, '/documents'), multipart({ title: 'Tender notice' }, { name: 'notice.pdf', data: pdfBytes }));
    expect(attached.statusCode).toBe(201);
    expect(attached.json().message).toBe(TENDER_DESK_MESSAGES.attached(NUMBER));
    expect((await get(at(NUMBER))).json().Documents).toEqual([expect.objectContaining({ Title: 'Tender notice', Type: 'pdf' })]);
    expect((await auditOf(`tender:${NUMBER}`)).at(-1)?.action).toBe('tender.attach');
  });

  it('publishes a corrigendum as JSON or multipart with a file; a new deadline moves the board’s deadline', async () => {
    const empty = await send('POST', at(NUMBER, '/corrigenda'), { text: ' ' });
    expect(empty.json().errors).toEqual({ text: 'is required: say what changes' });
    const early = await send('POST', at(NUMBER, '/corrigenda'), { text: 'Earlier', newDeadline: '2026-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ newDeadline: 'is before the tender was published (2026-11-20)' });

    const plain = await send('POST', at(NUMBER, '/corrigenda'), { text: 'Site visit moved to Monday.' });
    expect(plain.statusCode).toBe(201);
    const withFile = await upload(at(NUMBER, '/corrigenda'), multipart({ text: 'Deadline extended.', newDeadline: '2099-12-27' }, { name: 'extension.pdf', data: pdfBytes }));
    expect(withFile.statusCode).toBe(201);
    const detail = (await get(at(NUMBER))).json();
    expect(detail.tender.Expiry_Date).toBe('2099-12-27');
    expect(detail.Corrigenda).toHaveLength(2);
    const board = (await server.app.inject({ method: 'GET', url: '/backend/api/tenders/published' })).json<Tender[]>();
    expect(board.find((tender) => tender.TenderNo === NUMBER)?.Expiry_Date).toBe('2099-12-27');
    expect((await auditOf(`tender:${NUMBER}`)).filter((entry) => entry.action === 'tender.corrigendum')).toHaveLength(2);
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });

  it('refuses every route to an anonymous visitor and a vendor (401) and to a sales member (403)', async () => {
    const csrf = await csrfFor(server.app);
    const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.vendor@example.in', password: 'vendor-password-1' };
    await server.app.inject({ method: 'POST', url: '/backend/login/userlogin', payload: vendor, headers: csrf.headers });
    const login = await server.app.inject({ method: 'POST', url: '/backend/api/login', payload: { email: vendor.email, password: vendor.password }, headers: csrf.headers });
    const vendorCookie = `vk_session=${cookieFrom(login, 'vk_session')}`;

    const routes: Array<['GET' | 'POST' | 'PATCH', string, object | undefined]> = [
      ['GET', API, undefined],
      ['GET', at(NUMBER), undefined],
      ['POST', API, { values: values('VI/TN/2026/777') }],
      ['PATCH', at(NUMBER), { version: 'x', changes: { Reference: 'Taken over' } }],
      ['POST', at(NUMBER, '/publish'), undefined],
      ['POST', at(NUMBER, '/unpublish'), undefined],
      ['POST', at(NUMBER, '/outcome'), { action: 'cancel' }],
      ['POST', at(NUMBER, '/documents'), { title: 'x' }],
      ['POST', at(NUMBER, '/corrigenda'), { text: 'Not allowed' }],
    ];
    const before = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const [method, url, payload] of routes) {
      const as = (who?: string): Promise<LightMyRequestResponse> =>
        server.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
      const answers = { anonymous: (await as()).statusCode, vendor: (await as(vendorCookie)).statusCode, sales: (await as(cookies.sales)).statusCode };
      expect({ route: `${method} ${url}`, ...answers }).toEqual({ route: `${method} ${url}`, anonymous: 401, vendor: 401, sales: 403 });
    }
    const after = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await get(at(NUMBER))).json().tender.Outcome).toBe('');
  });
});
