import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BID_MESSAGES, type OpeningStage } from '@/entities/bid/model/bid';
import { BID_PATHS } from '@/entities/bid/model/bid.contract';
import { type BidReceipt, type MyBid, type OpeningRecord, type OpeningStep, type PublicBids, type StaffBids, type TechnicalRecord } from '@/entities/bid/model/bid.schema';
import { bidFinancialSchema } from '@/entities/bid/model/bid.schema';
import { fromBase64Url, partialFor, passphraseKeys, unwrapDataKey, unwrapShare } from '@/shared/lib/sealed-box';
import { tenderStatus } from '@/entities/tender/model/tender-rules';
import { tenderOcdsPath } from '@/entities/tender/model/tender-open-data';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';
import { describeDb, testDialect, useTestApp, sessionCsrfHeaders } from '../test-helpers';
import { verifyAuditChain } from '../staff/audit-log';
import { totpCode } from '../staff/totp';
import { addTenderCorrigendum, setTenderOutcome } from '../tenders/tender-service';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { saveVendorProfile } from '../routes/accounts/profile';
import { addBidTender, addOpener, addVendor, armingShare, bidContentType, bidForm, fieldParts, fileHead, formEnd, openerStep, passphraseProof, PDF, sealedBid, vendorProfileOf, XLSX, type FormFile, type SealedBidInput } from './bid-fixtures';
import { sweepOrphanChunks } from './bid-service';

jest.setTimeout(120_000);

const TENDER = 'VI/TN/2026/701';
// 15:00 and 16:00 in India are 09:30 and 10:30 UTC.
const DEADLINE = new Date('2026-12-10T09:30:00Z');
const OPENING = new Date('2026-12-10T10:30:00Z');
const API = '/backend';
const cli = { kind: 'cli', user: 'office' } as const;
void setTenderOutcome;
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
    openerA = await addOpener(db(), app.config.sessionSecret, 'anita@vastukala.in');
    openerB = await addOpener(db(), app.config.sessionSecret, 'bhavesh@vastukala.in');
    outsider = await addOpener(db(), app.config.sessionSecret, 'chetan@vastukala.in');
    // Anita and Bhavesh are named its openers when it is published; Chetan is not.
    await addBidTender(db(), TENDER, { deadline: '2026-12-10T15:00', opening: '2026-12-10T16:00' }, new Date(), [openerA.id, openerB.id]);
    // Asha registered for the tender (Apply) and so has a profile; Ravi completed his profile only: both may bid.
    asha = await addVendor(db(), 'asha@example.in', 'Deshmukh Fabricators', TENDER);
    ravi = await addVendor(db(), 'ravi@example.in', 'Kale Interiors', null);
    stranger = await addVendor(db(), 'nobody@example.in', 'Profileless Works', null, { profile: false });
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

  const PASS = { a: 'anita keeps the first half', b: 'bhavesh holds the other half' };
  let keys: { technical: [string, string]; financial: [string, string] };
  const pdfPart = (data: Buffer = technical, name = 'technical.pdf'): FormFile => ({ field: 'files', name, data });
  const bidOf = (bidder: string, amount: string, more: Partial<SealedBidInput> = {}): SealedBidInput => ({ amount, gstRate: 18, validityDays: 90, bidder, ...more });
  const seal = (input: SealedBidInput, files: FormFile[] = [pdfPart()], fields: Record<string, string> = {}) => sealedBid(TENDER, keys.financial, input, files, fields);

  it('takes no bid before the two openers armed the tender with keys made in their browsers', async () => {
    const early = await sendBid(asha.cookie, bidForm({ declaration: 'true' }, [pdfPart()]));
    expect([early.statusCode, early.json().message]).toEqual([409, BID_MESSAGES.notArmed]);
    const shareA = await armingShare(TENDER, PASS.a);
    const broken = await post(BID_PATHS.arm(TENDER), openerA.cookie, { ...shareA, technicalPublicKey: 'AAAA' });
    expect([broken.statusCode, broken.json().message]).toEqual([400, BID_MESSAGES.shareInvalid]);
    // Not base64 of any length, or not a JSON object: a clear 400, never a 5xx.
    for (const body of [{ ...shareA, financialPublicKey: 'AAAAA' }, { ...shareA, iterations: 'many' }, { ...shareA, proofSha256: 'zz' }]) {
      expect((await post(BID_PATHS.arm(TENDER), openerA.cookie, body)).statusCode).toBe(400);
    }
    // The passphrase itself is never sent: the old body is refused.
    expect((await post(BID_PATHS.arm(TENDER), openerA.cookie, { passphrase: PASS.a })).statusCode).toBe(400);
    const first = await post(BID_PATHS.arm(TENDER), openerA.cookie, shareA);
    expect(first.json()).toMatchObject({ message: BID_MESSAGES.armedFirst, sealing: { state: 'pending' } });
    const sales = await addOpener(db(), app.config.sessionSecret, 'sales@vastukala.in', 'sales');
    expect((await post(BID_PATHS.arm(TENDER), sales.cookie, await armingShare(TENDER, 'sales may not arm this'))).statusCode).toBe(403);
    const second = await post(BID_PATHS.arm(TENDER), openerB.cookie, await armingShare(TENDER, PASS.b));
    expect(second.json()).toMatchObject({ message: BID_MESSAGES.armedSecond, sealing: { state: 'armed' } });
    expect((await post(BID_PATHS.arm(TENDER), outsider.cookie, await armingShare(TENDER, 'a third opener is refused'))).statusCode).toBe(403);
    const mine = (await get(BID_PATHS.mine(TENDER), asha.cookie)).json<{ bid: MyBid }>().bid;
    expect(mine).toMatchObject({ acceptingBids: true, companyName: 'Deshmukh Fabricators' });
    keys = { technical: ['', ''], financial: mine.sealTo!.financial };
    // Nothing secret is on the server: public keys, and shares wrapped under passphrases it never saw.
    const stored = await db().selectFrom('tender_opener_keys').selectAll().execute();
    expect(stored.map((row) => row.slot)).toEqual([1, 2]);
    expect(JSON.stringify(stored)).not.toContain('PRIVATE');
  });

  it('refuses a bad bid with a clear message and keeps nothing of it', async () => {
    const good = await seal(bidOf('Deshmukh Fabricators', '100'));
    const cases: Array<[Buffer, number, string]> = [
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [pdfPart()], { declaration: '' })).body, 400, BID_MESSAGES.declaration],
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [pdfPart(Buffer.from('MZ\x90\x00 a program'), 'setup.pdf')])).body, 400, BID_MESSAGES.fileType],
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [pdfPart(Buffer.from('hello'), 'notes.txt')])).body, 400, BID_MESSAGES.fileType],
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [pdfPart(Buffer.concat([PDF('x'), Buffer.alloc(20 * 1024 * 1024)]), 'big.pdf')])).body, 413, BID_MESSAGES.fileTooLarge],
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [])).body, 400, BID_MESSAGES.filesMissing],
      [bidForm({ declaration: 'true', sealId: 'abcdefghijklmnopqrstuv', sealedSha256: good.sealed.sealedSha256, plainSha256: good.sealed.plainSha256 }, [pdfPart()]), 400, BID_MESSAGES.envelopeMissing],
      // The sealed bytes altered on the way: their hash is not what the browser computed.
      [(await seal(bidOf('Deshmukh Fabricators', '100'), [pdfPart()], { sealedSha256: 'f'.repeat(64) })).body, 400, BID_MESSAGES.envelopeAltered],
      // A clear-text price where the sealed envelope belongs.
      [bidForm({ declaration: 'true', sealId: good.sealId, sealedSha256: good.sealed.sealedSha256, plainSha256: good.sealed.plainSha256 }, [pdfPart(), { field: 'financialEnvelope', name: 'f', data: Buffer.from('{"amount":"100"}') }]), 400, BID_MESSAGES.envelopeAltered],
    ];
    for (const [body, status, message] of cases) {
      const response = await sendBid(asha.cookie, body);
      const answer = response.json();
      expect({ status: response.statusCode, message: answer.errors ? Object.values(answer.errors)[0] : answer.message }).toEqual({ status, message });
    }
    expect((await sendBid('', good.body)).statusCode).toBe(401);
    expect([await count('bids'), await count('bid_chunks'), await count('bid_uploads')]).toEqual([0, 0, 0]);
  });

  it('takes only strict amounts: digits, optionally a point and two decimals, in rupees', () => {
    const amount = (value: string) => bidFinancialSchema.safeParse({ amount: value, gstRate: '18', validityDays: '90', declaration: true }).success;
    expect(['1462846.50', '1462846.5', '1462846', '0.50', '100000000000'].map(amount)).toEqual([true, true, true, true, true]);
    expect(['0x10', '1e3', '1,000', '-5', '+5', '0', '1.234', '.5', '5.', ' 12 34', '١٢٣', '100000000000.01', 'Infinity', '00012'].map(amount)).toEqual(Array(14).fill(false));
  });

  it('takes a bid from a vendor with a completed profile only; the profile is completed without registering for a tender', async () => {
    const myBid = async () => (await get(BID_PATHS.mine(TENDER), stranger.cookie)).json<{ bid: MyBid }>().bid;
    const refused = async () => {
      const response = await sendBid(stranger.cookie, (await seal(bidOf('Profileless Works', '100'))).body);
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

  let ashaSealed: Awaited<ReturnType<typeof seal>>;
  it('takes a bid sealed in the browser, answers its receipt, and shows staff only the count', async () => {
    ashaSealed = await seal(bidOf('Deshmukh Fabricators', '1462846.50', { priceSchedule: { name: 'prices.xlsx', data: schedule } }));
    const response = await sendBid(asha.cookie, ashaSealed.body);
    expect(response.statusCode).toBe(201);
    ashaReceipt = response.json().receipt;
    expect(response.json().message).toBe(BID_MESSAGES.submitted(ashaReceipt.bidNumber));
    expect(ashaReceipt).toMatchObject({ tenderNo: TENDER, submittedAt: '2026-12-01T06:00:00Z', submittedAtIndia: '01/12/2026 11:30:00 IST' });
    // The receipt's hashes are of what was sealed, computed in the browser and (the sealed bytes) on the server.
    expect(ashaReceipt).toMatchObject({ financialSha256: ashaSealed.sealed.sealedSha256, plainSha256: ashaSealed.sealed.plainSha256, financialSize: ashaSealed.sealed.bytes.length });
    expect(ashaReceipt.files.map((file) => [file.envelope, file.name, file.sha256])).toEqual([['technical', 'technical.pdf', sha(technical)]]);
    // A size class: the envelope's length says nothing of the amount (nor, within a class, of the schedule).
    const small = await seal(bidOf('Deshmukh Fabricators', '1'));
    const large = await seal(bidOf('Deshmukh Fabricators', '999999999999.99'));
    expect(small.sealed.bytes.length).toBe(large.sealed.bytes.length);
    const mine = (await get(BID_PATHS.mine(TENDER), asha.cookie)).json<{ bid: MyBid }>().bid;
    expect(mine).toMatchObject({ acceptingBids: true, bid: { state: 'submitted', receipt: ashaReceipt, needsReconfirmation: false } });

    const staff = await get(BID_PATHS.staffBids(TENDER), openerA.cookie);
    expect(staff.json<{ bids: StaffBids }>().bids).toMatchObject({ bidsCount: 1, record: null, technical: null, mayOpen: false, stageDue: null, youAreOpener: true, sealing: { state: 'armed' } });
    expect(staff.body).not.toContain('Deshmukh');
    expect(staff.body).not.toContain(ashaReceipt.bidNumber);
    const publicSummary = (await get(BID_PATHS.publicBids(TENDER))).json<{ summary: PublicBids }>().summary;
    expect(publicSummary).toEqual({ tenderNo: TENDER, opened: false, openedAt: null, bidsCount: null, award: null, record: null, technicalResult: null });
    const applications = (await get('/api/vendors/mine', asha.cookie)).json<{ applications: Array<{ bid: unknown }> }>().applications;
    expect(applications[0].bid).toMatchObject({ bidNumber: ashaReceipt.bidNumber, state: 'submitted' });
  });

  it('lets a vendor withdraw and bid again until the deadline: the latest counts', async () => {
    const first = await sendBid(ravi.cookie, (await seal(bidOf('Kale Interiors', '1500000'), [pdfPart(PDF('kale v1'), 'kale.pdf')])).body);
    expect(first.statusCode).toBe(201);
    expect((await post(BID_PATHS.withdraw(TENDER), ravi.cookie)).json().message).toBe(BID_MESSAGES.withdrawn);
    expect((await post(BID_PATHS.withdraw(TENDER), ravi.cookie)).statusCode).toBe(409);
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.bidsCount).toBe(1);
    const again = await sendBid(ravi.cookie, (await seal(bidOf('Kale Interiors', '1400000'), [pdfPart(PDF('kale v2'), 'kale.pdf')])).body);
    expect(again.statusCode).toBe(201);
    const replaced = await sendBid(ravi.cookie, (await seal(bidOf('Kale Interiors', '1390000', { gstRate: 12 }), [pdfPart(PDF('kale v3'), 'kale.pdf')])).body);
    expect(replaced.json().message).toBe(BID_MESSAGES.resubmitted(replaced.json().receipt.bidNumber));
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.bidsCount).toBe(2);
    // Only the counting bids keep sealed chunks.
    const uploads = await db().selectFrom('bid_chunks').select('upload_id').distinct().execute();
    expect(uploads.length).toBe(2);
    const applications = (await get('/api/vendors/mine', ravi.cookie)).json<{ applications: Array<{ tenderNo: string; companyName: string; bid: { bidNumber: string } | null }> }>().applications;
    expect(applications).toMatchObject([{ tenderNo: TENDER, companyName: 'Kale Interiors', bid: { bidNumber: replaced.json().receipt.bidNumber } }]);
    await saveVendorProfile(db(), ravi.id, vendorProfileOf('Kale Interiors and Sons', 'ravi@example.in'));
  });

  it('a third bidder seals an amount that is not in digits: it is flagged at the opening, never guessed at', async () => {
    const hex = await addVendor(db(), 'hex@example.in', 'Hex Traders', null);
    const response = await sendBid(hex.cookie, (await seal(bidOf('Hex Traders', '0x10'))).body);
    expect(response.statusCode).toBe(201);
  });

  it('the database, the WAL, data/, the server secrets and a backup give no price and no sealed name; one opener with everything opens nothing', async () => {
    const tables = {
      bids: await db().selectFrom('bids').selectAll().execute(),
      sealing: await db().selectFrom('tender_sealing').selectAll().execute(),
      keys: await db().selectFrom('tender_opener_keys').selectAll().execute(),
      audit: await db().selectFrom('audit_log').selectAll().execute(),
      outbox: await db().selectFrom('mail_outbox').selectAll().execute(),
      chunks: (await db().selectFrom('bid_chunks').selectAll().execute()).map((chunk) => Buffer.from(chunk.data).toString('latin1')),
    };
    const everything = JSON.stringify(tables);
    for (const secret of ['1462846', '1390000', '0x10', 'Deshmukh', 'Kale Interiors', 'Hex Traders', 'price schedule', PASS.a, PASS.b]) expect(everything).not.toContain(secret);
    if (testDialect === 'sqlite') {
      const { makeBackup } = await import('../backup/make-backup');
      const { mkdtempSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const outDir = mkdtempSync(path.join(tmpdir(), 'bids-backup-'));
      await makeBackup({ database: app.database, config: app.config, outDir, secretFromEnvironment: false });
      const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      // The content folder is the site's public content (its tender amounts are public): not searched.
      for (const file of [...files(app.config.dataDir), ...files(outDir)].filter((name) => !name.includes(`${path.sep}content${path.sep}`))) {
        const bytes = readFileSync(file).toString('latin1');
        for (const secret of ['1462846', '1390000', PASS.a, PASS.b]) expect(`${file}: ${bytes.includes(secret)}`).toBe(`${file}: false`);
      }
    }
    // The second opener with the database and their own passphrase: their share, their partial, no key.
    const b = tables.keys.find((row) => row.slot === 2)!;
    const { wrapKey } = await passphraseKeys(PASS.b, fromBase64Url(b.salt), b.iterations);
    const share = (await unwrapShare(TENDER, b.wrapped_share, wrapKey))!;
    for (const row of tables.bids.filter((bid) => bid.state === 'submitted')) {
      const wrapped = fromBase64Url(row.financial_wrapped_key);
      const zb = await partialFor(share.financial, wrapped);
      for (const guess of [[zb, zb], [new Uint8Array(32), zb], [zb, new Uint8Array(32)]] as const) {
        expect(await unwrapDataKey(wrapped, guess, { tenderNo: TENDER, stage: 'financial', sealId: row.seal_id })).toBeNull();
      }
    }
    // A wrong passphrase does not even unwrap a share.
    expect(await unwrapShare(TENDER, b.wrapped_share, (await passphraseKeys('a guess at the passphrase', fromBase64Url(b.salt), b.iterations)).wrapKey)).toBeNull();
  });

  it('asks every bid to be re-confirmed after a corrigendum', async () => {
    await at('2026-12-05T06:00:00Z');
    const done = await addTenderCorrigendum(db(), cli, { tenderNo: TENDER, text: 'The BOQ item 4 now asks for BWR plywood.', newDeadline: '', date: '' });
    expect(done.audit?.changes.bidsToReconfirm).toEqual({ from: 0, to: 3 });
    const notices = await db().selectFrom('mail_outbox').select(['recipient', 'kind']).where('kind', '=', 'bid-notice').orderBy('recipient').execute();
    expect(notices.map((notice) => notice.recipient)).toEqual(expect.arrayContaining(['asha@example.in', 'hex@example.in', 'ravi@example.in']));
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
      const response = await sendBid(full.cookie, (await seal(bidOf('Full Disk Traders', '100'), [pdfPart(Buffer.concat([PDF('full'), Buffer.alloc(3 * 1024 * 1024, 3)]), 'big.pdf')])).body);
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
    const lateSeal = await seal(bidOf('Late Builders', '100'));
    const body = Readable.from(
      (async function* () {
        yield fieldParts({ declaration: 'true', sealId: lateSeal.sealId, sealedSha256: lateSeal.sealed.sealedSha256, plainSha256: lateSeal.sealed.plainSha256 });
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
    const after = await sendBid(late.cookie, (await seal(bidOf('Late Builders', '100'), [pdfPart(PDF('late'), 'late.pdf')])).body);
    expect([after.statusCode, after.json().message]).toEqual([409, BID_MESSAGES.deadlinePassed]);
    expect((await db().selectFrom('bids').select('id').where('account_id', '=', late.id).execute()).length).toBe(0);
    expect(await count('bid_uploads')).toBe(0);
    expect((await db().selectFrom('bid_chunks').select('upload_id').distinct().execute()).length).toBe(3);
    expect((await post(BID_PATHS.withdraw(TENDER), asha.cookie)).json().message).toBe(BID_MESSAGES.deadlinePassed);
  });

  type Opener = typeof openerA;
  const shareOf = async (who: Opener) => (await get(BID_PATHS.share(TENDER), who.cookie)).json<{ share: { slot: number; salt: string; iterations: number } }>().share;
  const begin = async (who: Opener, stage: OpeningStage, passphrase: string, code = totpCode(who.secret, new Date())) =>
    post(BID_PATHS.openBegin(TENDER, stage), who.cookie, { code, proof: await passphraseProof(passphrase, await shareOf(who)) });
  /** One opener's whole step in their browser: begin, then partials (first) or keys (second). */
  const confirm = async (who: Opener, stage: OpeningStage, passphrase: string) => {
    const started = await begin(who, stage, passphrase);
    expect(started.statusCode).toBe(200);
    const step = started.json<{ step: OpeningStep }>().step;
    const done = await openerStep(TENDER, stage, passphrase, await shareOf(who), step);
    return 'keys' in done
      ? post(BID_PATHS.openKeys(TENDER, stage), who.cookie, { token: step.token, keys: done.keys })
      : post(BID_PATHS.openPartials(TENDER, stage), who.cookie, { token: step.token, partials: done.partials });
  };

  it('opens the technical envelopes only at the opening time, by both openers; wrong codes and passphrases count toward the lockout', async () => {
    await at(new Date(OPENING.getTime() - 60_000));
    expect((await begin(openerA, 'technical', PASS.a)).json().message).toBe(BID_MESSAGES.tooEarly('2026-12-10 16:00'));
    await at(OPENING);
    expect((await post(BID_PATHS.openBegin(TENDER, 'technical'), outsider.cookie, { code: '123456', proof: 'AAAA' })).json().message).toBe(BID_MESSAGES.notAnOpener);
    expect((await begin(openerA, 'financial', PASS.a)).json().message).toBe(BID_MESSAGES.wrongStage);
    // Malformed steps answer 400, never a 5xx.
    for (const body of [{ code: '12345', proof: 'AAAA' }, { code: '123456', proof: 'A' }, { code: '123456' }]) {
      expect((await post(BID_PATHS.openBegin(TENDER, 'technical'), outsider.cookie, body)).statusCode).toBeLessThan(500);
    }
    expect((await post(BID_PATHS.openPartials(TENDER, 'technical'), outsider.cookie, { token: 'x', partials: { a: 'AAAAA' } })).statusCode).toBeLessThan(500);
    expect((await post(BID_PATHS.openKeys(TENDER, 'bogus' as OpeningStage), outsider.cookie, { token: 'x', keys: {} })).statusCode).toBe(404);
    const wrongCode = await begin(openerA, 'technical', PASS.a, '000000');
    expect([wrongCode.statusCode, wrongCode.json().message]).toEqual([401, BID_MESSAGES.codeWrong]);
    await at(new Date(OPENING.getTime() + 30_000));
    const wrongPass = await begin(openerA, 'technical', 'anita forgot her passphrase');
    expect([wrongPass.statusCode, wrongPass.json().message]).toEqual([422, BID_MESSAGES.wrongPassphrase]);
    // Unlimited guesses no longer: five wrong codes or passphrases lock the member as a sign-in would.
    for (let i = 0; i < 2; i += 1) await begin(openerA, 'technical', PASS.a, '000000');
    const locking = await begin(openerA, 'technical', PASS.a, '000000');
    expect([locking.statusCode, locking.json().message]).toEqual([403, BID_MESSAGES.locked]);
    await at(new Date(OPENING.getTime() + 60_000));
    expect((await begin(openerA, 'technical', PASS.a)).json().message).toBe(BID_MESSAGES.locked);
    await at(new Date(OPENING.getTime() + 16 * 60_000));

    const first = await confirm(openerB, 'technical', PASS.b);
    expect(first.json()).toMatchObject({ message: BID_MESSAGES.firstConfirmed, sealing: { openingConfirmedBy: { email: 'bhavesh@vastukala.in' } } });
    // What waits on the server is one opener's partials: still nothing opens with it.
    expect((await get(BID_PATHS.staffBids(TENDER), openerA.cookie)).json().bids.technical).toBeNull();
    await at(new Date(OPENING.getTime() + 17 * 60_000));
    expect((await begin(openerB, 'technical', PASS.b)).json().message).toBe(BID_MESSAGES.sameOpener);
    const opened = await confirm(openerA, 'technical', PASS.a);
    expect(opened.json().message).toBe(BID_MESSAGES.technicalOpened(3));
    const technicalRecord: TechnicalRecord = opened.json().technical;
    expect(technicalRecord.bidders.map((bidder) => [bidder.bidder, bidder.flags.hashMismatch, bidder.files.every((file) => file.matches)])).toEqual([
      ['Deshmukh Fabricators', false, true],
      ['Kale Interiors', false, true],
      ['Hex Traders', false, true],
    ]);
    // Prices stay sealed through the technical stage.
    expect(opened.body).not.toContain('1462846');
    const file = await get(BID_PATHS.file(TENDER, ashaReceipt.bidNumber, 'technical', 0), openerB.cookie);
    expect([file.statusCode, file.rawPayload.equals(technical)]).toEqual([200, true]);
    expect((await get(BID_PATHS.file(TENDER, ashaReceipt.bidNumber, 'financial', 0), openerB.cookie)).statusCode).toBe(409);
    expect(await db().selectFrom('opening_steps').selectAll().execute()).toEqual([]);
  });

  it('qualifies each bidder with a reason; only the qualified bidders financial envelopes are opened', async () => {
    const rows = await db().selectFrom('bids').select(['bid_number', 'account_id']).where('state', '=', 'submitted').execute();
    const numberOf = (id: number) => rows.find((row) => row.account_id === id)!.bid_number;
    const hexNumber = rows.find((row) => ![asha.id, ravi.id].includes(row.account_id))!.bid_number;
    const decide = (bidNumber: string, decision: string, reason: string) => post(BID_PATHS.evaluate(TENDER), openerA.cookie, { bidNumber, decision, reason });
    expect((await decide(numberOf(asha.id), 'qualified', 'ok')).json().errors.reason).toBe(BID_MESSAGES.evaluationReason);
    expect((await decide(numberOf(asha.id), 'qualified', 'Meets every technical criterion')).statusCode).toBe(200);
    expect((await post(BID_PATHS.evaluationDone(TENDER), openerA.cookie)).json().message).toBe(BID_MESSAGES.evaluationOpen);
    await decide(numberOf(ravi.id), 'not-qualified', 'No fire-retardant certificate for the board');
    await decide(hexNumber, 'qualified', 'Meets the criteria');
    const done = await post(BID_PATHS.evaluationDone(TENDER), openerA.cookie);
    expect(done.json().message).toBe(BID_MESSAGES.evaluationDone(2, 3));
    const ravisResult = (await get(BID_PATHS.publicBids(TENDER), ravi.cookie)).json<{ summary: PublicBids }>().summary.technicalResult;
    expect(ravisResult).toEqual({ decision: 'not-qualified', reason: 'No fire-retardant certificate for the board' });
    // My applications says it too.
    const ravisApplications = (await get('/api/vendors/mine', ravi.cookie)).json<{ applications: Array<{ bid: { evaluation: unknown } }> }>().applications;
    expect(ravisApplications[0].bid.evaluation).toEqual({ decision: 'not-qualified', reason: 'No fire-retardant certificate for the board' });

    await at(new Date(OPENING.getTime() + 20 * 60_000));
    expect((await confirm(openerA, 'financial', PASS.a)).json().message).toBe(BID_MESSAGES.firstConfirmed);
    await at(new Date(OPENING.getTime() + 21 * 60_000));
    const opened = await confirm(openerB, 'financial', PASS.b);
    expect(opened.json().message).toBe(BID_MESSAGES.opened(2));
    const record: OpeningRecord = opened.json().record;
    expect(record.bidders.map((bidder) => [bidder.bidder, bidder.rank, bidder.amountPaise, bidder.gstRate, bidder.gstPaise, bidder.totalPaise, bidder.flags.amountInvalid])).toEqual([
      ['Deshmukh Fabricators', 'L1', 146284650, 18, 26331237, 172615887, false],
      ['Hex Traders', null, 0, 0, 0, 0, true],
    ]);
    expect(record.bidders[0]).toMatchObject({ financialMatches: true, files: [{ name: 'prices.xlsx', matches: true }] });
    // Kale's envelope was never opened, and nothing is left that could open it: the shares are gone.
    const kale = await db().selectFrom('bids').select(['financial_key', 'technical_key']).where('bid_number', '=', numberOf(ravi.id)).executeTakeFirstOrThrow();
    expect([kale.financial_key, typeof kale.technical_key]).toEqual([null, 'string']);
    expect(await db().selectFrom('tender_opener_keys').selectAll().execute()).toEqual([]);
    const price = await get(BID_PATHS.file(TENDER, ashaReceipt.bidNumber, 'financial', 0), openerB.cookie);
    expect([price.statusCode, price.rawPayload.equals(schedule), price.headers['content-disposition']]).toEqual([200, true, expect.stringContaining('prices.xlsx')]);
  });

  it('awards a ranked bidder, with a reason unless L1; the public sees the winner, vendors the record', async () => {
    const forPublic = (await get(BID_PATHS.publicBids(TENDER))).json<{ summary: PublicBids }>().summary;
    expect(forPublic).toMatchObject({ opened: true, bidsCount: 3, award: null, record: null });
    const hexNumber = (await db().selectFrom('bids').select('bid_number').where('decision', '=', 'qualified').where('financial_key', 'is', null).executeTakeFirstOrThrow()).bid_number;
    expect((await post(BID_PATHS.award(TENDER), openerA.cookie, { bidNumber: hexNumber, reason: '' })).json().message).toBe(BID_MESSAGES.awardNotRanked);
    const awarded = await post(BID_PATHS.award(TENDER), openerA.cookie, { bidNumber: ashaReceipt.bidNumber });
    expect(awarded.json()).toMatchObject({ message: BID_MESSAGES.awarded('Deshmukh Fabricators'), award: { rank: 'L1', amountPaise: 146284650, reason: '' } });
    expect((await post(BID_PATHS.award(TENDER), openerA.cookie, { bidNumber: ashaReceipt.bidNumber })).json().message).toBe(BID_MESSAGES.alreadyAwarded);
    expect((await get(BID_PATHS.publicBids(TENDER))).json().summary.award).toEqual({ bidder: 'Deshmukh Fabricators', amountPaise: 146284650, gstRate: 18 });
    const forVendor = (await get(BID_PATHS.publicBids(TENDER), asha.cookie)).json<{ summary: PublicBids }>().summary;
    expect(forVendor.record?.bidders.map((bidder) => [bidder.bidder, bidder.rank, bidder.files])).toEqual([
      ['Deshmukh Fabricators', 'L1', []],
      ['Hex Traders', null, []],
    ]);
    // The open data: the award and the evaluation's bid statistics.
    const ocds = (await get(tenderOcdsPath(TENDER))).json<{ releases: Array<{ awards: Array<{ suppliers: Array<{ name: string }> }>; bids: { statistics: Array<{ measure: string; value: number }> } }> }>();
    expect(ocds.releases[0].awards[0].suppliers[0].name).toBe('Deshmukh Fabricators');
    expect(Object.fromEntries(ocds.releases[0].bids.statistics.map((entry) => [entry.measure, entry.value]))).toMatchObject({ bids: 3, qualifiedBidders: 2, disqualifiedBidders: 1, validBids: 1, lowestValidBidValue: 1462846.5 });
    // The comparative statement (CSV, PDF) and the letter of award.
    const csv = await get(BID_PATHS.statement(TENDER, 'csv'), openerA.cookie);
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(csv.body).toContain('1462846.50');
    expect(csv.body).toContain('Deshmukh Fabricators');
    const pdf = await get(BID_PATHS.statement(TENDER, 'pdf'), openerA.cookie);
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const letter = await get(BID_PATHS.letter(TENDER), openerB.cookie);
    expect([letter.statusCode, letter.headers['content-disposition']]).toEqual([200, expect.stringContaining('letter-of-award.pdf')]);
    expect((await get(BID_PATHS.letter(TENDER), asha.cookie)).statusCode).toBe(401);
    // The awarded vendor downloads their own letter; another bidder and a visitor do not.
    const own = await get(BID_PATHS.myLetter(TENDER), asha.cookie);
    expect([own.statusCode, own.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect((await get(BID_PATHS.myLetter(TENDER), ravi.cookie)).statusCode).toBe(404);
    expect((await get(BID_PATHS.myLetter(TENDER))).statusCode).toBe(401);
    const ashasApplications = (await get('/api/vendors/mine', asha.cookie)).json<{ applications: Array<{ bid: { awarded: boolean } }> }>().applications;
    expect(ashasApplications[0].bid.awarded).toBe(true);
    const actions = (await db().selectFrom('audit_log').select('action').where('subject', '=', `tender:${TENDER}`).execute()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['bids.arm-pending', 'bids.armed', 'bids.submitted', 'bids.withdrawn', 'bids.reconfirmed', 'bids.opening-confirmed', 'bids.opening-refused', 'bids.technical-opened', 'bids.evaluated', 'bids.evaluation-final', 'bids.opened', 'bids.awarded', 'bids.file-downloaded', 'bids.document-downloaded']));
    expect((await verifyAuditChain(db())).ok).toBe(true);
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
