import { TRADE_MESSAGES } from '@/shared/config/trades';
import { VENDOR_MESSAGES, type VendorProfileAnswer } from '@/shared/contracts/accounts';
import type { TenderDetail } from '@/entities/tender/model/tender-rules';
import type { Tender } from '@/entities/tender/model/tender';
import { cookieFrom, describeDb, sessionCsrfHeaders, useTestApp } from '../test-helpers';
import { SESSION_COOKIE } from '../routes/accounts/sessions';
import { sampleVendorDetails } from '../../test/fixtures/submissions';
import { TenderImportRefusedError, TenderInvalidError, addTenderCorrigendum, createTender, editTender, importTenders, setTenderOutcome, setTenderPublished, type ServiceOptions } from './tender-service';

// Sign-up and log-in run scrypt; a busy machine needs time.
jest.setTimeout(90_000);

const cli = { kind: 'cli', user: 'office' } as const;
const options: ServiceOptions = { now: new Date('2026-11-22T06:30:00Z'), publicUrl: 'https://www.example.in' };
const row = (TenderNo: string, extra: Record<string, unknown> = {}) => ({
  TenderNo,
  TenderDate: '2026-11-20',
  Expiry_Date: '2027-01-20',
  Reference: `Partitions for ${TenderNo}`,
  CustomerID: 4,
  ProjectID: 2,
  BillingTypeID: 1,
  TenderTotalAmont: 1000,
  ...extra,
});

const vendors = {
  asha: { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha.trades@example.in', password: 'Tender#2026', trades: ['painting', 'gypsum'] },
  ravi: { firstname: 'Ravi', lastname: 'Patil', email: 'ravi.trades@example.in', password: 'Tender#2026', trades: ['electrical'] },
  meena: { firstname: 'Meena', lastname: 'Kale', email: 'meena.trades@example.in', password: 'Tender#2026', trades: ['gypsum'] },
};

describeDb('trades: tenders, vendors, e-mails and the feed (issue 38, item 5)', () => {
  const server = useTestApp({ seed: false, config: { publicUrl: 'https://www.example.in' } });
  const db = () => server.app.database.db;
  const headers = (cookie = '') => sessionCsrfHeaders(server.app, cookie || undefined);
  const post = (url: string, payload: object, cookie = '') => server.app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: headers(cookie) });
  const get = (url: string, cookie = '') => server.app.inject({ method: 'GET', url: `/backend${url}`, headers: headers(cookie) });
  const cookies: Record<string, string> = {};
  /** The trade e-mails queued so far, oldest first. */
  const alerts = async () =>
    db().selectFrom('mail_outbox').select(['recipient', 'subject', 'body', 'kind', 'submission_id']).where('kind', '=', 'tender-alert').orderBy('id').execute();
  const recipientsOf = (mails: Array<{ recipient: string | null }>) => mails.map((mail) => mail.recipient).sort();

  beforeAll(async () => {
    for (const [name, vendor] of Object.entries(vendors)) {
      const { trades: _trades, ...account } = vendor;
      expect((await post('/login/userlogin', account)).statusCode).toBe(201);
      const login = await post('/api/login', { email: vendor.email, password: vendor.password });
      cookies[name] = `${SESSION_COOKIE}=${cookieFrom(login, SESSION_COOKIE)}`;
    }
  });

  it('lets a logged-in vendor choose their trades (0..n), refusing an unknown code with a clear message', async () => {
    const anonymous = await post('/api/vendors/trades', { trades: ['gypsum'] });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { success: false, message: VENDOR_MESSAGES.loginFirst }]);

    const unknown = await post('/api/vendors/trades', { trades: ['gypsum', 'woodwork'] }, cookies.asha);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ trades: TRADE_MESSAGES.unknown('woodwork') });

    for (const [name, vendor] of Object.entries(vendors)) {
      const saved = await post('/api/vendors/trades', { trades: vendor.trades }, cookies[name]);
      expect([saved.statusCode, saved.json()]).toEqual([200, { success: true, message: VENDOR_MESSAGES.tradesSaved }]);
    }
    // Read back in the catalogue's order, with the profile (none saved yet).
    const answer = (await get('/api/vendors/profile', cookies.asha)).json<VendorProfileAnswer>();
    expect(answer).toEqual({ success: true, profile: null, registered: null, trades: ['gypsum', 'painting'] });

    // The profile's own form may carry the trades too; without them, the saved ones stay.
    const profile = { ...sampleVendorDetails, vendorName: 'Ravi Patil', email: vendors.ravi.email, companyName: 'Patil Electricals' };
    expect((await post('/api/vendors/profile', profile, cookies.ravi)).statusCode).toBe(200);
    expect((await get('/api/vendors/profile', cookies.ravi)).json<VendorProfileAnswer>().trades).toEqual(['electrical']);
    expect((await post('/api/vendors/profile', { ...profile, trades: ['electrical', 'civil'] }, cookies.ravi)).statusCode).toBe(200);
    expect((await get('/api/vendors/profile', cookies.ravi)).json<VendorProfileAnswer>().trades).toEqual(['electrical', 'civil']);
    const cleared = await post('/api/vendors/trades', { trades: [] }, cookies.ravi);
    expect(cleared.json()).toEqual({ success: true, message: VENDOR_MESSAGES.tradesCleared });
    expect((await post('/api/vendors/trades', { trades: vendors.ravi.trades }, cookies.ravi)).statusCode).toBe(200);
  });

  it('mails a newly published tender to every vendor of its trades once, in the change’s transaction, never twice for one event', async () => {
    // A CSV cell's separators (`|` or `;`) and a JSON list read alike.
    const created = await createTender(db(), cli, { values: row('VI/TN/2026/901', { Trades: 'gypsum | false-ceiling' }) }, options);
    expect(created.audit?.changes.tradeAlerts).toEqual({ from: 0, to: 2 });
    const first = await alerts();
    expect(recipientsOf(first)).toEqual([vendors.asha.email, vendors.meena.email]);
    const toAsha = first.find((mail) => mail.recipient === vendors.asha.email)!;
    expect(toAsha.subject).toBe('New tender VI/TN/2026/901: Partitions for VI/TN/2026/901');
    expect(toAsha.submission_id).toBe(created.id);
    expect(toAsha.body).toContain('Hello Asha,');
    expect(toAsha.body).toContain('Read the tender: https://www.example.in/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F901');
    expect(toAsha.body).toContain('your vendor profile lists the trade Gypsum.');
    expect(toAsha.body).toContain('To change your trades, or to choose none and receive no more of these e-mails, log in and open https://www.example.in/userinfo#trades');

    // Off the board and back: the same publication, no second e-mail.
    await setTenderPublished(db(), cli, { tenderNo: 'VI/TN/2026/901', published: false }, options);
    const again = await setTenderPublished(db(), cli, { tenderNo: 'VI/TN/2026/901', published: true }, options);
    expect(again.audit?.changes.tradeAlerts).toBeUndefined();
    expect(await alerts()).toHaveLength(2);

    // A tender of no vendor's trade, and one created unpublished, mail nobody (until it is published).
    await createTender(db(), cli, { values: row('VI/TN/2026/902', { Trades: ['plumbing'] }) }, options);
    await createTender(db(), cli, { values: row('VI/TN/2026/903', { Trades: ['electrical', 'painting'], Published: false }) }, options);
    expect(await alerts()).toHaveLength(2);
    await editTender(db(), cli, { tenderNo: 'VI/TN/2026/903', changes: { Published: true } }, options);
    const published = (await alerts()).slice(2);
    expect(recipientsOf(published)).toEqual([vendors.asha.email, vendors.ravi.email]);
    expect(published.find((mail) => mail.recipient === vendors.asha.email)!.body).toContain('lists the trade Painting.');
  });

  it('queues nothing when the change does not commit', async () => {
    const before = (await alerts()).length;
    const failing: ServiceOptions = { ...options, audit: async () => Promise.reject(new Error('the audit log is unavailable')) };
    await expect(createTender(db(), cli, { values: row('VI/TN/2026/909', { Trades: ['gypsum'] }) }, failing)).rejects.toThrow('the audit log is unavailable');
    expect(await db().selectFrom('tenders').select('TenderNo').where('TenderNo', '=', 'VI/TN/2026/909').executeTakeFirst()).toBeUndefined();
    expect(await alerts()).toHaveLength(before);
    expect(await db().selectFrom('trade_alerts').select('event').where('event', '=', 'published:VI/TN/2026/909').execute()).toEqual([]);
  });

  it('mails each corrigendum and the result (award, cancellation) to the vendors of the tender’s trades', async () => {
    const before = (await alerts()).length;
    await addTenderCorrigendum(db(), cli, { tenderNo: 'VI/TN/2026/901', text: 'Clause 4.2 amended: boards of 12.5 mm.' }, options);
    const corrigendum = (await alerts()).slice(before);
    expect(recipientsOf(corrigendum)).toEqual([vendors.asha.email, vendors.meena.email]);
    expect(corrigendum[0].subject).toBe('Corrigendum to tender VI/TN/2026/901: Partitions for VI/TN/2026/901');
    expect(corrigendum[0].body).toContain('Clause 4.2 amended: boards of 12.5 mm.');

    await setTenderOutcome(db(), cli, { tenderNo: 'VI/TN/2026/901', action: 'award' }, options);
    const awarded = (await alerts()).slice(before + 2);
    expect(awarded.map((mail) => mail.subject)).toEqual(['Tender VI/TN/2026/901 has been awarded', 'Tender VI/TN/2026/901 has been awarded']);
    // Reopened and awarded again: the vendors already know it was awarded.
    await setTenderOutcome(db(), cli, { tenderNo: 'VI/TN/2026/901', action: 'reopen' }, options);
    await setTenderOutcome(db(), cli, { tenderNo: 'VI/TN/2026/901', action: 'award' }, options);
    expect(await alerts()).toHaveLength(before + 4);
    await setTenderOutcome(db(), cli, { tenderNo: 'VI/TN/2026/903', action: 'cancel' }, options);
    expect(recipientsOf((await alerts()).slice(before + 4))).toEqual([vendors.asha.email, vendors.ravi.email]);

    // A corrigendum on an unpublished tender tells nobody.
    await createTender(db(), cli, { values: row('VI/TN/2026/904', { Trades: ['gypsum'], Published: false }) }, options);
    await addTenderCorrigendum(db(), cli, { tenderNo: 'VI/TN/2026/904', text: 'Drawings revised.' }, options);
    expect(await alerts()).toHaveLength(before + 6);
  });

  it('refuses an unknown trade code from the desk and the import, by row and field; the import’s publications are mailed', async () => {
    const desk = await createTender(db(), cli, { values: row('VI/TN/2026/905', { Trades: 'gypsum;woodwork' }) }, options).catch((error: unknown) => error);
    expect(desk).toBeInstanceOf(TenderInvalidError);
    expect((desk as TenderInvalidError).fields).toEqual({ Trades: TRADE_MESSAGES.unknown('woodwork') });

    const refused = await importTenders(db(), cli, { records: [row('VI/TN/2026/906', { Trades: 'civil' }), row('VI/TN/2026/907', { Trades: 'civil|tiles' })] }, options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TenderImportRefusedError);
    expect((refused as TenderImportRefusedError).plan.problems).toEqual([{ row: 2, tenderNo: 'VI/TN/2026/907', field: 'Trades', message: TRADE_MESSAGES.unknown('tiles') }]);

    const before = (await alerts()).length;
    // A file without a Trades column keeps a tender's trades; with one, it sets them.
    const imported = await importTenders(db(), cli, { records: [row('VI/TN/2026/906', { Trades: 'electrical' }), row('VI/TN/2026/902')] }, options);
    expect(imported.counts).toEqual({ create: 1, update: 0, unchanged: 1 });
    expect(recipientsOf((await alerts()).slice(before))).toEqual([vendors.ravi.email]);
  });

  it('sends the trades with the public reads, as a list', async () => {
    await server.app.contentChanges.check();
    const [detail] = (await get(`/get_tender?tenderNo=${encodeURIComponent('VI/TN/2026/901')}`)).json<TenderDetail[]>();
    expect(detail.Trades).toEqual(['gypsum', 'false-ceiling']);
    const list = (await get('/api/tenders/published')).json<Tender[]>();
    expect(list.find((tender) => tender.TenderNo === 'VI/TN/2026/902')?.Trades).toEqual(['plumbing']);
  });

  it('answers an Atom feed per trade, its self link carrying the trade; an unknown trade is a 400 with the list', async () => {
    const feed = await get('/api/tenders/feed.atom?trade=electrical');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<link rel="self" type="application/atom+xml" href="https://www.example.in/backend/api/tenders/feed.atom?trade=electrical"/>');
    expect(feed.body).toContain('<title>Tenders – ');
    expect(feed.body).toContain('Tender VI/TN/2026/906:');
    // 903 (electrical) is cancelled: no longer open, so not in any feed; 902 is plumbing.
    expect(feed.body).not.toContain('VI/TN/2026/902');
    expect(feed.body).not.toContain('VI/TN/2026/903');

    const gypsum = (await get('/api/tenders/feed.atom?trade=gypsum')).body;
    expect(gypsum).toContain('Corrigendum of');
    expect(gypsum).not.toContain('VI/TN/2026/906');
    const all = (await get('/api/tenders/feed.atom')).body;
    expect(all).toContain('VI/TN/2026/902');
    expect(all).toContain('href="https://www.example.in/backend/api/tenders/feed.atom"/>');

    const unknown = await get('/api/tenders/feed.atom?trade=woodwork');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: expect.stringContaining('Unknown trade "woodwork"; the trades are gypsum, painting,') });
    const twice = await get('/api/tenders/feed.atom?trade=gypsum&trade=civil');
    expect([twice.statusCode, twice.json().message]).toEqual([400, expect.stringContaining('Give one trade, as ?trade=…')]);
  });
});
