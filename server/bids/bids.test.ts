import { createHash, hkdfSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BID_MESSAGES, BID_PATHS, type BidReceipt, type MyBid, type OpeningRecord, type PublicBids, type StaffBids } from '@/entities/bid/model/bid';
import { tenderStatus } from '@/entities/tender/model/tender-rules';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';
import { describeDb, testDialect, useTestApp, sessionCsrfHeaders } from '../test-helpers';
import { verifyAuditChain } from '../staff/audit-log';
import { totpCode } from '../staff/totp';
import { addTenderCorrigendum, setTenderOutcome } from '../tenders/tender-service';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { saveVendorProfile } from '../routes/accounts/profile';
import { addBidTender, addOpener, addVendor, bidContentType, bidForm, fieldParts, fileHead, FINANCIAL, formEnd, PDF, vendorProfileOf, XLSX } from './bid-fixtures';
import { openBytes, openChunk } from './sealing';
import { sweepOrphanChunks } from './bid-service';

jest.setTimeout(120_000);

const TENDER = 'VI/TN/2026/701';
// 15:00 and 16:00 in India are 09:30 and 10:30 UTC.
const DEADLINE = new Date('2026-12-10T09:30:00Z');
const OPENING = new Date('2026-12-10T10:30:00Z');
const API = '/backend';
const cli = { kind: 'cli', user: 'office' } as const;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describeDb('sealed online bids', () => {
  const server = useTestApp({ seed: false });
  const db = () => server.app.database.db;
  let app: FastifyInstance;
  let asha: { cookie: string; id: number };
  let ravi: { cookie: string; id: number };
  let stranger: { cookie: string; id: number };
  let openerA: Awaited<ReturnType<typeof addOpener>>;
  let openerB: Awaited<ReturnType<typeof addOpener>>;
  let outsider: Awaited<ReturnType<typeof addOpener>>;
  const technical = PDF('technical envelope of Deshmukh Fabricators');
  const schedule = XLSX('price schedule');
  let ashaReceipt: BidReceipt;

  // The XSRF token is tied to the session cookies it travels with (plugins/csrf.ts).
  const headers = (cookie?: string) => sessionCsrfHeaders(server.app, cookie);
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: headers(cookie) });
  const post = (url: string, cookie?: string, payload?: object) => app.inject({ method: 'POST', url: `${API}${url}`, headers: headers(cookie), ...(payload ? { payload } : {}) });
  const sendBid = (cookie: string, body: Buffer | Readable) =>
    app.inject({ method: 'POST', url: `${API}${BID_PATHS.submit(TENDER)}`, headers: { ...headers(cookie), 'content-type': bidContentType }, payload: body });
  const count = async (table: 'bid_chunks' | 'bids' | 'bid_uploads') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Moves the fixed clock; the staff sessions stay live (they lapse after 30 idle minutes). */
  const at = async (iso: string | Date) => {
    jest.setSystemTime(new Date(iso));
    const now = new Date();
    if (app) await db().updateTable('staff_sessions').set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + 86_400_000).toISOString() }).execute();
  };

  beforeAll(async () => {
    app = server.app;
    jest.useFakeTimers(FAKE_DATE_ONLY);
    await at('2026-12-01T06:00:00Z');
    await addBidTender(db(), TENDER, { deadline: '2026-12-10T15:00', opening: '2026-12-10T16:00' });
    // Asha registered for the tender (Apply) and so has a profile; Ravi completed his profile only: both may bid.
    asha = await addVendor(db(), 'asha@example.in', 'Deshmukh Fabricators', TENDER);
    ravi = await addVendor(db(), 'ravi@example.in', 'Kale Interiors', null);
    stranger = await addVendor(db(), 'nobody@example.in', 'Profileless Works', null, { profile: false });
    openerA = await addOpener(db(), app.config.sessionSecret, 'anita@vastukala.in');
    openerB = await addOpener(db(), app.config.sessionSecret, 'bhavesh@vastukala.in');
    outsider = await addOpener(db(), app.config.sessionSecret, 'chetan@vastukala.in');
  });
  afterAll(() => jest.useRealTimers());

  it(`closes at the deadline's minute on the server's clock, not at midnight [${testDialect}]`, async () => {
    const tender = { Expiry_Date: '2026-12-10', Bid_Deadline: '2026-12-10T15:00', Outcome: '' };
    expect(tenderStatus(tender, new Date(DEADLINE.getTime() - 1))).toBe('Closing soon');
    expect(tenderStatus(tender, DEADLINE)).toBe('Closed');
    expect(tenderStatus({ Expiry_Date: '2026-12-10', Outcome: '' }, DEADLINE)).toBe('Closing soon');
    const published = (await get('/api/tenders/published')).json<Array<Record<string, unknown>>>();
    expect(published.find((row) => row.TenderNo === TENDER)).toMatchObject({ Bid_Deadline: '2026-12-10T15:00', Bid_Opening_At: '2026-12-10T16:00', Online_Bids: true, Expiry_Date: '2026-12-10', Bid_Opening_Date: '2026-12-10' });
    const calendar = await get(`/api/tenders/calendar.ics?tenderNo=${encodeURIComponent(TENDER)}`);
    expect(calendar.body).toContain('DTEND:20261210T093000Z');
  });

  it('takes no bid before two different openers armed the tender', async () => {
    const early = await sendBid(asha.cookie, bidForm(FINANCIAL, [{ field: 'files', name: 'technical.pdf', data: technical }]));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BID_MESSAGES.notArmed);

    const short = await post(BID_PATHS.arm(TENDER), openerA.cookie, { passphrase: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.passphrase).toBe(BID_MESSAGES.passphraseShort);
    const first = await post(BID_PATHS.arm(TENDER), openerA.cookie, { passphrase: 'anita keeps the first half' });
    expect(first.json()).toMatchObject({ message: BID_MESSAGES.armedFirst, sealing: { state: 'pending' } });
    const again = await post(BID_PATHS.arm(TENDER), openerA.cookie, { passphrase: 'anita keeps the first half' });
    expect([again.statusCode, again.json().message]).toEqual([409, BID_MESSAGES.sameArmer]);
    const sales = await addOpener(db(), app.config.sessionSecret, 'sales@vastukala.in', 'sales');
    expect((await post(BID_PATHS.arm(TENDER), sales.cookie, { passphrase: 'sales may not arm this' })).statusCode).toBe(403);
    const second = await post(BID_PATHS.arm(TENDER), openerB.cookie, { passphrase: 'bhavesh holds the other half' });
    expect(second.json()).toMatchObject({ message: BID_MESSAGES.armedSecond, sealing: { state: 'armed' } });
    const row = await db().selectFrom('tender_sealing').selectAll().executeTakeFirstOrThrow();
    // The first opener's key waited sealed only until the second armed.
    expect([row.pending_key, row.public_key?.startsWith('-----BEGIN PUBLIC KEY-----')]).toEqual([null, true]);
  });

  it('refuses a bad bid with a clear message and keeps nothing of it', async () => {
    const pdf = { field: 'files' as const, name: 'technical.pdf', data: technical };
    const cases: Array<[Buffer, number, string]> = [
      [bidForm({ ...FINANCIAL, amount: '-5' }, [pdf]), 400, BID_MESSAGES.amount],
      [bidForm({ ...FINANCIAL, amount: '1e15' }, [pdf]), 400, BID_MESSAGES.amount],
      [bidForm({ ...FINANCIAL, gstRate: '17' }, [pdf]), 400, BID_MESSAGES.gstRate],
      [bidForm({ ...FINANCIAL, declaration: '' }, [pdf]), 400, BID_MESSAGES.declaration],
      [bidForm(FINANCIAL, [{ field: 'files', name: 'setup.pdf', data: Buffer.from('MZ\x90\x00 a program') }]), 400, BID_MESSAGES.fileType],
      [bidForm(FINANCIAL, [{ field: 'files', name: 'notes.txt', data: Buffer.from('hello') }]), 400, BID_MESSAGES.fileType],
      [bidForm(FINANCIAL, [pdf, { field: 'priceSchedule', name: 'prices.pdf', data: technical }]), 400, BID_MESSAGES.priceScheduleType],
      [bidForm(FINANCIAL, [{ field: 'files', name: 'big.pdf', data: Buffer.concat([PDF('x'), Buffer.alloc(20 * 1024 * 1024)]) }]), 413, BID_MESSAGES.fileTooLarge],
      [bidForm(FINANCIAL, []), 400, BID_MESSAGES.filesMissing],
    ];
    for (const [body, status, message] of cases) {
      const response = await sendBid(asha.cookie, body);
      const answer = response.json();
      expect({ status: response.statusCode, message: answer.errors ? Object.values(answer.errors)[0] : answer.message }).toEqual({ status, message });
    }
    const anonymous = await sendBid('', bidForm(FINANCIAL, [pdf]));
    expect(anonymous.statusCode).toBe(401);
    expect([await count('bids'), await count('bid_chunks'), await count('bid_uploads')]).toEqual([0, 0, 0]);
  });

  it('takes a bid from a vendor with a completed profile only; the profile is completed without registering for a tender', async () => {
    const pdf = { field: 'files' as const, name: 'technical.pdf', data: technical };
    const myBid = async () => (await get(BID_PATHS.mine(TENDER), stranger.cookie)).json<{ bid: MyBid }>().bid;
    const refused = async () => {
      const response = await sendBid(stranger.cookie, bidForm(FINANCIAL, [pdf]));
      return [response.statusCode, response.json().message];
    };
    expect(await refused()).toEqual([403, BID_MESSAGES.profileFirst]);
    expect(await myBid()).toMatchObject({ acceptingBids: false, notAcceptingReason: BID_MESSAGES.profileFirst });
    // A profile that no longer passes the form's rules (an Udyam number written the old way) is not a completed one.
    const fields = vendorProfileOf('Profileless Works', 'nobody@example.in');
    await db()
      .insertInto('vendor_profiles')
      .values({ account_id: stranger.id, vendor_name: fields.vendorName, email: fields.email, mobile_number: fields.mobileNumber, company_name: fields.companyName, gst_number: fields.gstNumber, pan_number: fields.panNumber, udyam_number: 'MH26A0012345', updated_at: new Date().toISOString() })
      .execute();
    expect(await refused()).toEqual([403, BID_MESSAGES.profileFirst]);

    const save = (payload: object, cookie?: string) => post('/api/vendors/profile', cookie, payload);
    expect((await save(fields)).statusCode).toBe(401);
    const wrong = await save({ ...fields, gstNumber: '27AAPFU0939F1ZX', udyamNumber: '' }, stranger.cookie);
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { gstNumber: VENDOR_MESSAGES.gstCheck, udyamNumber: VENDOR_MESSAGES.udyamInvalid }]);
    expect(await refused()).toEqual([403, BID_MESSAGES.profileFirst]);
    const saved = await save({ ...fields, panNumber: 'aapfu0939f' }, stranger.cookie);
    expect([saved.statusCode, saved.json().message]).toEqual([200, VENDOR_MESSAGES.profileSaved]);
    expect(await myBid()).toMatchObject({ acceptingBids: true, notAcceptingReason: '', bid: null });
    // Completing the profile registers for nothing: no registration, no lead for the desk.
    expect(await db().selectFrom('vendor_registrations').select('id').where('account_id', '=', stranger.id).execute()).toEqual([]);
    expect([await count('bids'), await count('bid_chunks'), await count('bid_uploads')]).toEqual([0, 0, 0]);
  });

  it('seals a bid, answers its receipt, and shows staff only the count', async () => {
    const response = await sendBid(asha.cookie, bidForm(FINANCIAL, [
      { field: 'files', name: 'technical.pdf', data: technical },
      { field: 'priceSchedule', name: 'prices.xlsx', data: schedule },
    ]));
    expect(response.statusCode).toBe(201);
    ashaReceipt = response.json().receipt;
    expect(response.json().message).toBe(BID_MESSAGES.submitted(ashaReceipt.bidNumber));
    expect(ashaReceipt).toMatchObject({ tenderNo: TENDER, submittedAt: '2026-12-01T06:00:00Z', submittedAtIndia: '01/12/2026 11:30:00 IST' });
    expect(ashaReceipt.files.map((file) => [file.envelope, file.name, file.sha256])).toEqual([
      ['technical', 'technical.pdf', sha(technical)],
      ['financial', 'prices.xlsx', sha(schedule)],
    ]);
    const mine = (await get(BID_PATHS.mine(TENDER), asha.cookie)).json<{ bid: MyBid }>().bid;
    expect(mine).toMatchObject({ acceptingBids: true, bid: { state: 'submitted', receipt: ashaReceipt, needsReconfirmation: false } });
    const mail = await db().selectFrom('mail_outbox').select(['recipient', 'kind', 'body']).where('kind', '=', 'bid-receipt').execute();
    expect(mail).toEqual([]); // No SMTP configured in tests: nothing is queued to nowhere.

    const staff = await get(BID_PATHS.staffBids(TENDER), openerA.cookie);
    expect(staff.json<{ bids: StaffBids }>().bids).toMatchObject({ bidsCount: 1, record: null, mayOpen: false, sealing: { state: 'armed' } });
    expect(staff.body).not.toContain('Deshmukh');
    expect(staff.body).not.toContain(ashaReceipt.bidNumber);
    const publicSummary = (await get(BID_PATHS.publicBids(TENDER))).json<{ summary: PublicBids }>().summary;
    expect(publicSummary).toEqual({ tenderNo: TENDER, opened: false, openedAt: null, bidsCount: null, award: null, record: null });
    const applications = (await get('/api/vendors/mine', asha.cookie)).json<{ applications: Array<{ bid: unknown }> }>().applications;
    expect(applications[0].bid).toMatchObject({ bidNumber: ashaReceipt.bidNumber, state: 'submitted' });
  });

  it('lets a vendor withdraw and bid again until the deadline: the latest counts', async () => {
    const first = await sendBid(ravi.cookie, bidForm({ ...FINANCIAL, amount: '1500000' }, [{ field: 'files', name: 'kale.pdf', data: PDF('kale v1') }]));
    expect(first.statusCode).toBe(201);
    expect((await post(BID_PATHS.withdraw(TENDER), ravi.cookie)).json().message).toBe(BID_MESSAGES.withdrawn);
    expect((await post(BID_PATHS.withdraw(TENDER), ravi.cookie)).statusCode).toBe(409);
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.bidsCount).toBe(1);
    const again = await sendBid(ravi.cookie, bidForm({ ...FINANCIAL, amount: '1400000' }, [{ field: 'files', name: 'kale.pdf', data: PDF('kale v2') }]));
    expect(again.statusCode).toBe(201);
    const replaced = await sendBid(ravi.cookie, bidForm({ ...FINANCIAL, amount: '1390000', gstRate: '12' }, [{ field: 'files', name: 'kale.pdf', data: PDF('kale v3') }]));
    expect(replaced.json().message).toBe(BID_MESSAGES.resubmitted(replaced.json().receipt.bidNumber));
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.bidsCount).toBe(2);
    // Only the counting bids keep sealed chunks.
    const uploads = await db().selectFrom('bid_chunks').select('upload_id').distinct().execute();
    expect(uploads.length).toBe(2);
    // Ravi never registered for the tender: My applications keeps his bid all the same.
    const applications = (await get('/api/vendors/mine', ravi.cookie)).json<{ applications: Array<{ tenderNo: string; companyName: string; bid: { bidNumber: string } | null }> }>().applications;
    expect(applications).toMatchObject([{ tenderNo: TENDER, companyName: 'Kale Interiors', bid: { bidNumber: replaced.json().receipt.bidNumber } }]);
    // The bid went out under the profile as it was: a later change of name does not change who bid.
    await saveVendorProfile(db(), ravi.id, vendorProfileOf('Kale Interiors and Sons', 'ravi@example.in'));
  });

  it('the database, its files and every server secret do not give an amount back before the opening', async () => {
    const secret = app.config.sessionSecret;
    const rows = await db().selectFrom('bids').selectAll().execute();
    const chunks = await db().selectFrom('bid_chunks').selectAll().execute();
    const sealing = await db().selectFrom('tender_sealing').selectAll().execute();
    const everything = JSON.stringify({ rows, sealing, chunks: chunks.map((chunk) => Buffer.from(chunk.data).toString('latin1')) });
    for (const amount of ['1462846.5', '1462846', '1390000']) expect(everything).not.toContain(amount);
    if (testDialect === 'sqlite') {
      const dir = app.config.dataDir;
      for (const name of readdirSync(dir).filter((file) => file.startsWith('site.db'))) {
        const bytes = readFileSync(path.join(dir, name)).toString('latin1');
        expect(bytes).not.toContain('1462846');
        expect(bytes).not.toContain('technical envelope of Deshmukh');
      }
    }
    // Every key the server could make from its secrets opens nothing sealed.
    const serverKeys = ['vk-staff', 'vk-bids', ''].flatMap((salt) => ['staff-totp-secret', 'vk-bid-opening-key', ''].map((info) => Buffer.from(hkdfSync('sha256', secret, salt, info, 32))));
    for (const key of serverKeys) {
      for (const row of rows) expect(openBytes(key, row.financial_sealed, `financial:${row.upload_id}`)).toBeNull();
      for (const chunk of chunks) expect(openChunk(key, chunk.upload_id, chunk.file_index, chunk.seq, Buffer.from(chunk.data))).toBeNull();
      for (const row of sealing) expect(openBytes(key, row.private_key_sealed ?? '', `opening-key:${row.tender_no}`)).toBeNull();
    }
    // The receipt's hash cannot be found by trying amounts: the envelope holds a random nonce.
    const guess = sha(Buffer.from(JSON.stringify({ tenderNo: TENDER, bidNumber: ashaReceipt.bidNumber, amount: 1462846.5, gstRate: 18, validityDays: 90, declaration: true, priceScheduleSha256: sha(schedule) })));
    expect(guess).not.toBe(ashaReceipt.financialSha256);
    expect(sealing[0]).toMatchObject({ pending_key: null, opening_key: null, opened_key: null, opening_record: null });
  });

  it('asks every bid to be re-confirmed after a corrigendum', async () => {
    await at('2026-12-05T06:00:00Z');
    const done = await addTenderCorrigendum(db(), cli, { tenderNo: TENDER, text: 'The BOQ item 4 now asks for BWR plywood.', newDeadline: '', date: '' });
    expect(done.audit?.changes.bidsToReconfirm).toEqual({ from: 0, to: 2 });
    const notices = await db().selectFrom('mail_outbox').select(['recipient', 'kind']).where('kind', '=', 'bid-notice').orderBy('recipient').execute();
    expect(notices).toEqual([{ recipient: 'asha@example.in', kind: 'bid-notice' }, { recipient: 'ravi@example.in', kind: 'bid-notice' }]);
    expect((await get(BID_PATHS.mine(TENDER), asha.cookie)).json().bid.bid.needsReconfirmation).toBe(true);
    const reconfirmed = await post(BID_PATHS.reconfirm(TENDER), asha.cookie);
    expect(reconfirmed.json()).toMatchObject({ message: BID_MESSAGES.reconfirmed, receipt: { bidNumber: ashaReceipt.bidNumber, confirmedAt: '2026-12-05T06:00:00Z' } });
    expect((await post(BID_PATHS.reconfirm(TENDER), asha.cookie)).json().message).toBe(BID_MESSAGES.nothingToReconfirm);
  });

  (testDialect === 'sqlite' ? it : it.skip)('answers a full disk with a clear message, no receipt and nothing kept [sqlite]', async () => {
    await at('2026-12-05T07:00:00Z');
    const full = await addVendor(db(), 'full@example.in', 'Full Disk Traders', TENDER);
    // The database may not grow by more than a few pages (its free pages given back first): the bid's chunks cannot all be written.
    await sql`vacuum`.execute(db());
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db())).rows[0].page_count);
    await sql.raw(`pragma max_page_count = ${pages + 8}`).execute(db());
    try {
      const before = await count('bids');
      const response = await sendBid(full.cookie, bidForm(FINANCIAL, [{ field: 'files', name: 'big.pdf', data: Buffer.concat([PDF('full'), Buffer.alloc(3 * 1024 * 1024, 3)]) }]));
      expect([response.statusCode, response.json().message, response.json().receipt]).toEqual([503, BID_MESSAGES.storageFull, undefined]);
      expect(response.headers['retry-after']).toBe('60');
      expect(await count('bids')).toBe(before);
      expect(await count('bid_uploads')).toBe(0);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db());
    }
  });

  it('refuses a bid whose upload outlasts the deadline, and one sent at the deadline minute; keeps nothing', async () => {
    const late = await addVendor(db(), 'late@example.in', 'Late Builders', TENDER);
    await at(new Date(DEADLINE.getTime() - 60_000));
    const big = Buffer.concat([PDF('late'), Buffer.alloc(2 * 1024 * 1024, 7)]);
    const body = Readable.from(
      (async function* () {
        yield fieldParts(FINANCIAL);
        yield fileHead({ field: 'files', name: 'late.pdf' });
        for (let offset = 0; offset < big.length; offset += 64 * 1024) {
          // The deadline's minute comes while the file is on its way (well past its first chunk).
          if (offset === 1024 * 1024) jest.setSystemTime(DEADLINE);
          yield big.subarray(offset, offset + 64 * 1024);
        }
        yield Buffer.from('\r\n');
        yield formEnd;
      })(),
    );
    const during = await sendBid(late.cookie, body);
    expect([during.statusCode, during.json().message]).toEqual([409, BID_MESSAGES.deadlinePassedDuringUpload]);
    const after = await sendBid(late.cookie, bidForm(FINANCIAL, [{ field: 'files', name: 'late.pdf', data: PDF('late') }]));
    expect([after.statusCode, after.json().message]).toEqual([409, BID_MESSAGES.deadlinePassed]);
    expect((await db().selectFrom('bids').select('id').where('account_id', '=', late.id).execute()).length).toBe(0);
    expect(await count('bid_uploads')).toBe(0);
    expect((await db().selectFrom('bid_chunks').select('upload_id').distinct().execute()).length).toBe(2);
    expect((await post(BID_PATHS.withdraw(TENDER), asha.cookie)).json().message).toBe(BID_MESSAGES.deadlinePassed);
  });

  it('opens only at the opening time, by the two openers, each with their code and passphrase; a wrong passphrase opens nothing', async () => {
    const open = (who: typeof openerA, passphrase: string, code = totpCode(who.secret, new Date())) => post(BID_PATHS.open(TENDER), who.cookie, { code, passphrase });
    await at(new Date(OPENING.getTime() - 60_000));
    expect((await open(openerA, 'anita keeps the first half')).json().message).toBe(BID_MESSAGES.tooEarly('2026-12-10 16:00'));
    await at(OPENING);
    expect((await open(outsider, 'chetan was never an opener')).json().message).toBe(BID_MESSAGES.notAnOpener);
    expect((await open(openerA, 'anita keeps the first half', '000000')).statusCode).toBe(401);
    const first = await open(openerA, 'anita keeps the first half');
    expect(first.json()).toMatchObject({ message: BID_MESSAGES.firstConfirmed, sealing: { openingConfirmedBy: { email: 'anita@vastukala.in' } } });
    await at(new Date(OPENING.getTime() + 30_000));
    expect((await open(openerA, 'anita keeps the first half')).json().message).toBe(BID_MESSAGES.sameOpener);
    const wrong = await open(openerB, 'bhavesh forgot his half');
    expect([wrong.statusCode, wrong.json().message]).toEqual([422, BID_MESSAGES.wrongPassphrase]);
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.record).toBeNull();
    const refused = await db().selectFrom('audit_log').select('action').where('action', '=', 'bids.opening-refused').execute();
    expect(refused.length).toBe(3);

    // The same person twice cannot open: it takes both.
    await at(new Date(OPENING.getTime() + 60_000));
    expect((await open(openerB, 'bhavesh holds the other half')).json().message).toBe(BID_MESSAGES.firstConfirmed);
    await at(new Date(OPENING.getTime() + 90_000));
    expect((await open(openerB, 'bhavesh holds the other half')).json().message).toBe(BID_MESSAGES.sameOpener);
    const opened = await open(openerA, 'anita keeps the first half');
    expect(opened.json().message).toBe(BID_MESSAGES.opened(2));
    const record: OpeningRecord = opened.json().record;
    expect(record.openedBy).toEqual(['anita', 'bhavesh']);
    expect(record.bidders.map((bidder) => [bidder.bidder, bidder.rank, bidder.amount, bidder.gstRate, bidder.flags])).toEqual([
      ['Deshmukh Fabricators', 'L1', 1462846.5, 18, { late: false, notReconfirmed: false, hashMismatch: false }],
      ['Kale Interiors', null, 1390000, 12, { late: false, notReconfirmed: true, hashMismatch: false }],
    ]);
    // The receipts verify: every hash the vendors were given matches the opened bid.
    const asha1 = record.bidders[0];
    expect(asha1.financialMatches).toBe(true);
    expect(asha1.files.map((file) => [file.sha256, file.matches])).toEqual(ashaReceipt.files.map((file) => [file.sha256, true]));
    expect(asha1.gstAmount).toBe(263312.37);
    expect((await verifyAuditChain(db())).ok).toBe(true);
  });

  it('shows the record to the vendors who bid, the count to the public, the winner once awarded; staff download the files', async () => {
    const forVendor = (await get(BID_PATHS.publicBids(TENDER), ravi.cookie)).json<{ summary: PublicBids }>().summary;
    expect(forVendor.record?.bidders.map((bidder) => [bidder.bidder, bidder.rank, bidder.files])).toEqual([
      ['Deshmukh Fabricators', 'L1', []],
      ['Kale Interiors', null, []],
    ]);
    const forPublic = (await get(BID_PATHS.publicBids(TENDER))).json<{ summary: PublicBids }>().summary;
    expect(forPublic).toMatchObject({ opened: true, bidsCount: 2, award: null, record: null });
    await setTenderOutcome(db(), cli, { tenderNo: TENDER, action: 'award' });
    expect((await get(BID_PATHS.publicBids(TENDER))).json().summary.award).toEqual({ bidder: 'Deshmukh Fabricators', amount: 1462846.5, gstRate: 18 });

    const file = await get(BID_PATHS.file(TENDER, ashaReceipt.bidNumber, 1), openerB.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(schedule)).toBe(true);
    expect(file.headers['content-disposition']).toContain('prices.xlsx');
    expect((await get(BID_PATHS.file(TENDER, ashaReceipt.bidNumber, 9), openerB.cookie)).statusCode).toBe(404);
    const actions = (await db().selectFrom('audit_log').select('action').where('subject', '=', `tender:${TENDER}`).execute()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['bids.arm-pending', 'bids.armed', 'bids.submitted', 'bids.withdrawn', 'bids.reconfirmed', 'bids.opening-confirmed', 'bids.opening-refused', 'bids.opened', 'bids.file-downloaded']));
  });

  it('sweeps the chunks of an upload that never became a bid', async () => {
    const now = new Date();
    await db().insertInto('bid_uploads').values({ id: 'crashed-upload', tender_no: TENDER, started_at: new Date(now.getTime() - 3 * 3_600_000).toISOString() }).execute();
    await db().insertInto('bid_chunks').values({ upload_id: 'crashed-upload', file_index: 0, seq: 0, data: Buffer.from('sealed bytes') }).execute();
    await db().insertInto('bid_uploads').values({ id: 'live-upload', tender_no: TENDER, started_at: now.toISOString() }).execute();
    await db().insertInto('bid_chunks').values({ upload_id: 'live-upload', file_index: 0, seq: 0, data: Buffer.from('sealed bytes') }).execute();
    expect(await sweepOrphanChunks(db(), now)).toBe(1);
    expect((await db().selectFrom('bid_chunks').select('upload_id').where('upload_id', 'in', ['crashed-upload', 'live-upload']).execute()).map((row) => row.upload_id)).toEqual(['live-upload']);
  });
});
