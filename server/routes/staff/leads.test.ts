import type { RouteOptions } from 'fastify';
import { addStaff, disableStaff } from '../../staff/accounts';
import type { StaffRole } from '../../staff/actor';
import { verifyAuditChain } from '../../staff/audit-log';
import { addSignedInStaff } from '../../staff/staff-fixtures';
import { cookieFrom, describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { storeCareerApplication, storeContactMessage, storeEnquiry } from '../../leads/submission-store';
import { LEAD_CHANGED_MESSAGE } from './leads';

jest.setTimeout(60_000);

const cli = { kind: 'cli', user: 'office' } as const;
const career = {
  firstName: 'Meera',
  middleName: '',
  lastName: 'Kulkarni',
  email: 'meera@example.in',
  phone: '9822012345',
  selectedPost: 'Site Supervisor',
  currentLocation: 'Shirdi',
  currentEmployer: '',
  experience: '4 years',
  qualification: 'Diploma in Civil Engineering',
};

describeDb('the leads desk API', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  const cookies: Partial<Record<'sales' | 'tenders' | 'admin', string>> = {};
  const ids: Record<string, number> = {};
  let salesId = 0;
  let colleagueId = 0;

  const memberWithSession = (email: string, name: string, role: StaffRole) => addSignedInStaff(db(), { email, name, role });

  beforeAll(async () => {
    const sales = await memberWithSession('asha@office.example.in', 'Asha Deshmukh', 'sales');
    salesId = sales.id;
    cookies.sales = sales.cookie;
    cookies.tenders = (await memberWithSession('ravi@office.example.in', 'Ravi Patil', 'tenders')).cookie;
    cookies.admin = (await memberWithSession('office@office.example.in', 'Office Admin', 'admin')).cookie;
    ({ id: colleagueId } = await addStaff(db(), { email: 'kiran@office.example.in', name: 'Kiran More', role: 'sales' }, cli));
    await addStaff(db(), { email: 'gone@office.example.in', name: 'Gone Member', role: 'sales' }, cli);
    await disableStaff(db(), 'gone@office.example.in', cli);

    const at = (iso: string) => ({ notify: false, now: new Date(iso) });
    ids.oldEnquiry = await storeEnquiry(db(), { name: 'Old Visitor', email: 'old@example.in', phone: '9800000001', address: 'Nashik', message: 'Wardrobe' }, at('2026-01-10T10:00:00Z'));
    ids.enquiry = await storeEnquiry(db(), { name: 'Sunita Jadhav', email: 'sunita@example.in', phone: '9800000002', address: 'Gangapur Road', message: 'Modular kitchen please' }, at('2026-02-01T10:00:00Z'));
    ids.contact = await storeContactMessage(db(), { name: 'Rohan Shinde', email: 'rohan@example.in', phone: '9822000003', message: 'Call me' }, at('2026-02-02T10:00:00Z'));
    ids.career = await storeCareerApplication(db(), career, { name: 'meera cv.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 resume') }, at('2026-02-03T10:00:00Z'));
  });

  const request = (method: 'GET' | 'PATCH', url: string, who?: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/backend/api/staff/${url}`,
      headers: sessionCsrfHeaders(server.app, who),
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, who = cookies.sales) => request('GET', url, who);
  const patch = (url: string, payload: object, who = cookies.sales) => request('PATCH', url, who, payload);

  it('lists the leads newest first, filtered, a page at a time by cursor', async () => {
    const all = await get('leads');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().leads.map((lead: { kind: string }) => lead.kind)).toEqual(['career', 'contact', 'enquiry', 'enquiry']);

    const first = (await get('leads?kind=enquiry&limit=1')).json();
    expect(first.leads).toEqual([expect.objectContaining({ kind: 'enquiry', id: ids.enquiry, name: 'Sunita Jadhav', status: 'new', ownerStaffId: null, version: 1 })]);
    const second = (await get(`leads?kind=enquiry&limit=1&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ success: true, leads: [expect.objectContaining({ id: ids.oldEnquiry })], nextCursor: null });

    expect((await get('leads?q=kitchen')).json().leads.map((lead: { id: number }) => lead.id)).toEqual([ids.enquiry]);
    expect((await get('leads?kind=enquiry,contact&from=2026-02-01&to=2026-02-02')).json().leads).toHaveLength(2);
    // Whatever is typed in the search box is a search, never an error.
    for (const q of ['a', '%_', "o'brien", '\\', '   ', 'ü🙂']) {
      expect({ q, status: (await get(`leads?q=${encodeURIComponent(q)}`)).statusCode }).toEqual({ q, status: 200 });
    }
  });

  it('refuses a filter or cursor it cannot read with 400, naming the parameter', async () => {
    const bad = await get('leads?kind=spam&from=2026-02-05&to=2026-02-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind']);
    expect((await get('leads?from=2026-02-05&to=2026-02-01')).json().errors).toEqual({ to: 'must not be before from' });
    const cursor = await get('leads?cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().errors).toEqual({ cursor: expect.any(String) });
  });

  it('shows one lead with its submission fields and never a resume’s bytes; 404 for none', async () => {
    const answer = await get(`leads/career/${ids.career}`);
    expect(answer.statusCode).toBe(200);
    const { lead } = answer.json();
    expect(lead).toMatchObject({ kind: 'career', id: ids.career, name: 'Meera Kulkarni', summary: 'Site Supervisor', notes: [] });
    expect(lead.fields).toMatchObject({ selectedPost: 'Site Supervisor', resume_name: 'meera cv.pdf' });
    expect(lead.fields).not.toHaveProperty('resume_data');
    for (const url of ['leads/career/99999', 'leads/spam/1', 'leads/enquiry/abc', 'leads/enquiry/0']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('downloads the resume as the stored file, as an attachment', async () => {
    const resume = await get(`leads/career/${ids.career}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe(`attachment; filename="meera cv.pdf"; filename*=UTF-8''meera%20cv.pdf`);
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.rawPayload.toString()).toBe('%PDF-1.4 resume');
    expect((await get('leads/career/99999/resume')).statusCode).toBe(404);
  });

  it('works an enquiry New → Contacted → Won with an owner and notes, each change audited; the chain holds', async () => {
    const url = `leads/enquiry/${ids.enquiry}`;
    const contacted = await patch(url, { version: 1, status: 'contacted', owner: salesId, note: 'Called; site visit on Friday.' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ success: true, message: LEAD_CHANGED_MESSAGE, lead: { status: 'contacted', ownerStaffId: salesId, version: 2, notesCount: 1 } });
    expect(contacted.json().lead.notes).toEqual([expect.objectContaining({ author: 'asha@office.example.in', staffId: salesId, text: 'Called; site visit on Friday.' })]);

    const won = await patch(url, { version: 2, status: 'won', owner: colleagueId }, cookies.admin);
    expect(won.json().lead).toMatchObject({ status: 'won', ownerStaffId: colleagueId, version: 3 });

    const entries = await db().selectFrom('audit_log').selectAll().where('action', '=', 'lead.change').orderBy('id').execute();
    expect(entries.map((entry) => [entry.subject, JSON.parse(entry.actor).email, entry.ip])).toEqual([
      [`lead:enquiry/${ids.enquiry}`, 'asha@office.example.in', '127.0.0.1'],
      [`lead:enquiry/${ids.enquiry}`, 'office@office.example.in', '127.0.0.1'],
    ]);
    expect(JSON.parse(entries[1].changes)).toEqual({ status: { from: 'contacted', to: 'won' }, owner: { from: salesId, to: colleagueId } });
    expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: expect.any(Number) });
  });

  it('answers a stale edit 409 with the lead as it now is, and changes nothing', async () => {
    const url = `leads/contact/${ids.contact}`;
    expect((await patch(url, { version: 1, note: 'First note.' })).statusCode).toBe(200);
    const stale = await patch(url, { version: 1, status: 'contacted', note: 'Typed on an old page.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: expect.stringContaining('Someone else changed this lead'), lead: { version: 2, status: 'new', notesCount: 1 } });
    expect(stale.json().lead.notes.map((note: { text: string }) => note.text)).toEqual(['First note.']);
  });

  it('refuses a status the lead cannot move to, an inactive or unknown owner, and an empty change with 400', async () => {
    const url = `leads/enquiry/${ids.oldEnquiry}`;
    const jump = await patch(url, { version: 1, status: 'won' });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().errors).toEqual({ status: 'A New lead cannot be marked Won.' });
    const closed = await patch(url, { version: 1, status: 'closed' });
    expect(closed.statusCode).toBe(400);
    const gone = await db().selectFrom('staff').select('id').where('email', '=', 'gone@office.example.in').executeTakeFirstOrThrow();
    for (const owner of [gone.id, 99999]) {
      const refused = await patch(url, { version: 1, owner });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ owner: 'Choose an active staff member as the owner.' });
    }
    expect((await patch(url, { version: 1 })).statusCode).toBe(400);
    expect((await patch(url, { version: 1, note: 'x'.repeat(2001) })).json().errors).toEqual({ note: expect.any(String) });
    expect((await patch('leads/enquiry/99999', { version: 1, note: 'Hello' })).statusCode).toBe(404);
    expect((await get(url)).json().lead.version).toBe(1);
  });

  it('exports what the filter shows as a CSV attachment', async () => {
    const csv = await get('leads.csv?kind=enquiry');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('kind,id,received_at,name,email,phone,summary,status,owner_staff_id,notes_count');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([`enquiry,${ids.enquiry}`, `enquiry,${ids.oldEnquiry}`]);
    expect((await get('leads.csv?status=bogus')).statusCode).toBe(400);
  });

  it('lists the active members for the owner picker', async () => {
    const answer = await get('members');
    expect(answer.json()).toEqual({
      success: true,
      members: [
        { id: salesId, name: 'Asha Deshmukh', email: 'asha@office.example.in', role: 'sales' },
        { id: colleagueId, name: 'Kiran More', email: 'kiran@office.example.in', role: 'sales' },
        expect.objectContaining({ name: 'Office Admin', role: 'admin' }),
        expect.objectContaining({ name: 'Ravi Patil', role: 'tenders' }),
      ],
    });
  });

  it('answers every leads route 401 to an anonymous visitor and a vendor, 403 to a tenders member', async () => {
    const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
    // Fastify adds a HEAD beside each GET; it runs the same guard.
    const routes = server.app.routeTable.filter((route) => /^\/backend\/api\/staff\/(leads|members)/.test(route.url) && !methods(route).includes('HEAD'));
    expect(routes.map((route) => `${methods(route).join(',')} ${route.url}`).sort()).toEqual([
      'GET /backend/api/staff/leads',
      'GET /backend/api/staff/leads.csv',
      'GET /backend/api/staff/leads/:kind/:id',
      'GET /backend/api/staff/leads/career/:id/resume',
      'GET /backend/api/staff/members',
      'PATCH /backend/api/staff/leads/:kind/:id',
    ]);
    const signup = await server.app.inject({
      method: 'POST',
      url: '/backend/login/userlogin',
      headers: server.csrf.headers,
      payload: { firstname: 'Vendor', lastname: 'Person', email: 'vendor@example.in', password: 'vendor-password-1' },
    });
    expect(signup.statusCode).toBe(201);
    const login = await server.app.inject({ method: 'POST', url: '/backend/api/login', headers: server.csrf.headers, payload: { email: 'vendor@example.in', password: 'vendor-password-1' } });
    const vendor = `vk_session=${cookieFrom(login, 'vk_session')}`;
    for (const route of routes) {
      for (const method of methods(route) as Array<'GET' | 'PATCH'>) {
        const url = route.url.replace('/backend/api/staff/', '').replace(':kind', 'enquiry').replace(':id', String(ids.enquiry));
        const payload = method === 'PATCH' ? { version: 1, note: 'Not mine to write.' } : undefined;
        const statuses = {
          anonymous: (await request(method, url, undefined, payload)).statusCode,
          vendor: (await request(method, url, vendor, payload)).statusCode,
          tenders: (await request(method, url, cookies.tenders, payload)).statusCode,
        };
        expect({ route: `${method} ${url}`, ...statuses }).toEqual({ route: `${method} ${url}`, anonymous: 401, vendor: 401, tenders: 403 });
      }
    }
  });

});
