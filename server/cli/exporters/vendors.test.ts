import type { FastifyInstance } from 'fastify';
import { buildTestApp, cookieFrom, describeDb, sessionCsrfHeaders } from '../../test-helpers';
import { SESSION_COOKIE } from '../../routes/accounts/sessions';
import { exportToText } from '../export';
import { sampleVendorDetails } from '../../../test/fixtures/submissions';

describeDb('export -- vendors', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    const post = (url: string, payload: object, cookie = '') =>
      app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: sessionCsrfHeaders(app, cookie.replace(/^;\s*/, '')) });

    await post('/login/userlogin', { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' });
    await post('/login/userlogin', { firstname: 'Ravi', lastname: 'Kale', email: 'ravi@example.in', password: 'Kale-2026!' });
    const login = await post('/api/login', { email: 'asha@example.in', password: 'Tender#2026' });
    const stored = await post(
      '/api/vendors',
      // The sample vendor's details, with the firm's accounts address.
      { ...sampleVendorDetails, email: 'accounts@deshmukh.in', tenderNo: 'VI/TN/2026/015' },
      `; ${SESSION_COOKIE}=${cookieFrom(login, SESSION_COOKIE)}`,
    );
    expect(stored.statusCode).toBe(201);
  });

  afterAll(() => app.close());

  it('lists each registration with its account, and accounts that have not registered', async () => {
    const { content, rows } = await exportToText(app.database.db, { kind: 'vendors', format: 'json' });
    expect(rows).toBe(2);
    const [asha, ravi] = JSON.parse(content);
    expect(asha).toMatchObject({
      id: 1,
      tender_no: 'VI/TN/2026/015',
      company_name: 'Deshmukh Fabricators',
      gst_number: '27AAPFU0939F1ZV',
      pan_number: 'AAPFU0939F',
      udyam_number: 'UDYAM-MH-26-0012345',
      email: 'accounts@deshmukh.in',
      firstname: 'Asha',
      account_email: 'asha@example.in',
    });
    expect(ravi).toMatchObject({ id: null, tender_no: null, firstname: 'Ravi', account_email: 'ravi@example.in' });
    expect(ravi.created_at).toBe(ravi.account_created_at);
  });

  it('never exports a password or its hash', async () => {
    const { content } = await exportToText(app.database.db, { kind: 'vendors', format: 'csv' });
    expect(content).not.toMatch(/password|scrypt|Tender#2026|Kale-2026!/i);
    expect(content.split('\r\n')[0]).toBe(
      '\uFEFFid,created_at,tender_no,vendor_name,email,mobile_number,company_name,gst_number,pan_number,udyam_number,account_id,account_created_at,firstname,lastname,account_email',
    );
  });

  it('lists vendor accounts, one row each, with their number of registrations and never a password', async () => {
    const { content, rows } = await exportToText(app.database.db, { kind: 'accounts', format: 'json' });
    expect(rows).toBe(2);
    const accounts = JSON.parse(content);
    expect(accounts.map((account: Record<string, unknown>) => [account.email, Number(account.registrations)])).toEqual([
      ['asha@example.in', 1],
      ['ravi@example.in', 0],
    ]);
    expect(Object.keys(accounts[0])).toEqual(['id', 'created_at', 'firstname', 'lastname', 'email', 'registrations']);
    const csv = await exportToText(app.database.db, { kind: 'accounts', format: 'csv' });
    expect(csv.content).not.toMatch(/password|scrypt|Tender#2026|Kale-2026!/i);
  });

  it('keeps only what happened since a given time', async () => {
    const { rows } = await exportToText(app.database.db, { kind: 'vendors', format: 'csv', since: new Date(Date.now() + 60_000).toISOString() });
    expect(rows).toBe(0);
  });
});
