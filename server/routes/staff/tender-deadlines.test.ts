import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORRIGENDUM_MESSAGES } from '@/entities/tender/model/tender-corrigendum';
import { describeDb, useTestApp, sessionCsrfHeaders } from '../../test-helpers';
import { addBidTender, addVendor } from '../../bids/bid-fixtures';
import { parseTendersArgs, runTendersCommand } from '../../cli/tenders';
import { addSignedInStaff, memberOf } from '../../staff/staff-fixtures';

/**
 * Issue 38: a tender's deadline and opening move only by corrigendum once its sealing is armed, and a
 * corrigendum never takes time away from bidders. Each case re-enacts a way the dates were moved before.
 */

jest.setTimeout(60_000);

const API = '/backend/api/staff/tenders';
const ARMED = 'VI/TN/2099/801';
const FRESH = 'VI/TN/2099/802';
const UNSEALED = 'VI/TN/2099/803';
const at = (tenderNo: string, rest = '') => `${API}/${encodeURIComponent(tenderNo)}${rest}`;
const TIMES = { deadline: '2099-01-15T15:00', opening: '2099-01-16T11:00' };

describeDb('deadlines move only by corrigendum', () => {
  const server = useTestApp({ seed: false, config: { publicUrl: 'https://www.example.in/' } });
  const db = () => server.app.database.db;
  let staffCookie = '';

  /** The sealing as the openers leave it (`state`); its keys are not needed by the tender service. */
  const arm = (tenderNo: string, state: 'pending' | 'armed' | 'opened') =>
    db().insertInto('tender_sealing').values({ tender_no: tenderNo, state, armer1_staff_id: 1, armer1_salt: 'salt', armer1_at: new Date().toISOString() }).execute();

  /** A bid in and standing, as the sealed intake leaves one (its envelope is not read here). */
  async function addBid(tenderNo: string, email: string, number: string) {
    const vendor = await addVendor(db(), email, `${number} Interiors`, tenderNo);
    const now = new Date().toISOString();
    await db()
      .insertInto('bids')
      .values({ bid_number: number, tender_no: tenderNo, account_id: vendor.id, upload_id: `upload-${number}`, state: 'submitted', submitted_at: now, confirmed_at: now, wrapped_key: 'k', financial_sealed: 's', receipt: '{}' })
      .execute();
  }

  beforeAll(async () => {
    ({ cookie: staffCookie } = await addSignedInStaff(db(), memberOf('tenders')));
    await addBidTender(db(), ARMED, TIMES);
    await addBidTender(db(), FRESH, TIMES);
    await addBidTender(db(), UNSEALED, TIMES);
    await arm(ARMED, 'armed');
    await arm(FRESH, 'pending');
    await addBid(ARMED, 'asha@example.in', 'B-801-1');
    // A withdrawn bid is not a bid in: FRESH has none standing.
    await addBid(FRESH, 'ravi@example.in', 'B-802-1');
    await db().updateTable('bids').set({ state: 'withdrawn' }).where('bid_number', '=', 'B-802-1').execute();
  });

  const headers = () => sessionCsrfHeaders(server.app, staffCookie);
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => server.app.inject({ method, url, headers: headers(), payload });
  const read = async (tenderNo: string) => (await server.app.inject({ method: 'GET', url: at(tenderNo), headers: headers() })).json();
  const tender = (tenderNo: string) => db().selectFrom('tenders').selectAll().where('TenderNo', '=', tenderNo).executeTakeFirstOrThrow();
  const edit = async (tenderNo: string, changes: Record<string, unknown>) => {
    const { version, tender: fields } = await read(tenderNo);
    // The desk's form sends every field: the unchanged ones must not count as moved.
    return send('PATCH', at(tenderNo), { version, changes: { ...fields, id: undefined, TenderNo: undefined, Outcome: undefined, Corrigendum_Date: undefined, ...changes } });
  };

  it('refuses an early opening by edit once the sealing is armed, saying to issue a corrigendum; other fields still save', async () => {
    const early = await edit(ARMED, { Bid_Opening_At: '2099-01-15T16:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ Bid_Opening_At: CORRIGENDUM_MESSAGES.byCorrigendum, Bid_Opening_Date: CORRIGENDUM_MESSAGES.byCorrigendum });
    expect(early.json().message).toMatch(/issue a corrigendum/);
    const earlyDeadline = await edit(ARMED, { Bid_Deadline: '2099-01-10T15:00' });
    expect(earlyDeadline.json().errors).toMatchObject({ Bid_Deadline: CORRIGENDUM_MESSAGES.byCorrigendum, Expiry_Date: CORRIGENDUM_MESSAGES.byCorrigendum });
    const offline = await edit(ARMED, { Online_Bids: false });
    expect(offline.json().errors).toEqual({ Online_Bids: CORRIGENDUM_MESSAGES.byCorrigendum });
    // Half-armed (one opener so far) counts as armed.
    expect((await edit(FRESH, { Bid_Opening_At: '2099-01-17T11:00' })).statusCode).toBe(400);
    expect(await tender(ARMED)).toMatchObject({ Bid_Deadline: TIMES.deadline, Bid_Opening_At: TIMES.opening, Online_Bids: 1 });

    const title = await edit(ARMED, { Reference: 'Modular kitchen, revised title' });
    expect(title.statusCode).toBe(200);
    // Before the sealing is armed the dates are the desk's to set.
    const unsealed = await edit(UNSEALED, { Bid_Opening_At: '2099-01-17T11:00' });
    expect(unsealed.statusCode).toBe(200);
    expect((await tender(UNSEALED)).Bid_Opening_At).toBe('2099-01-17T11:00');
  });

  it('refuses the same edit from npm run tenders -- edit, which calls the same service', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-edit-'));
    try {
      const file = path.join(dir, 'changes.json');
      writeFileSync(file, JSON.stringify({ Bid_Deadline: '2099-01-10T15:00' }));
      const result = await runTendersCommand(server.app.database, parseTendersArgs(['edit', ARMED, '--file', file]));
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/move only by corrigendum .*issue a corrigendum/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await tender(ARMED)).Bid_Deadline).toBe(TIMES.deadline);
  });

  it('refuses a corrigendum that moves the deadline earlier once a bid is in, or into the past, or without its time', async () => {
    const earlier = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-01-10T15:00' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual({ newDeadline: CORRIGENDUM_MESSAGES.notLater('2099-01-15 15:00') });
    const same = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: TIMES.deadline });
    expect(same.json().errors).toEqual({ newDeadline: CORRIGENDUM_MESSAGES.notLater('2099-01-15 15:00') });

    const past = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2026-11-25T12:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.newDeadline).toMatch(/^must be later than now \(\d{4}-\d\d-\d\d \d\d:\d\d India time\)$/);
    // No bids yet does not make the past acceptable.
    expect((await send('POST', at(FRESH, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2026-11-25T12:00' })).statusCode).toBe(400);

    const dayOnly = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-01-20' });
    expect(dayOnly.json().errors).toEqual({ newDeadline: CORRIGENDUM_MESSAGES.timeRequired });

    // The opening stays after the deadline: moved with it, or refused.
    const pastOpening = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-01-20T15:00' });
    expect(pastOpening.json().errors).toEqual({ newDeadline: 'is not before the bid opening (2099-01-16 11:00): give a new bid opening after it too' });
    const sameTime = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-01-20T15:00', newOpening: '2099-01-20T15:00' });
    expect(sameTime.json().errors).toEqual({ newOpening: CORRIGENDUM_MESSAGES.openingNotAfter('2099-01-20 15:00') });
    const badOpening = await send('POST', at(ARMED, '/corrigenda'), { text: 'Dates revised.', newOpening: '2099-01-21' });
    expect(badOpening.json().errors).toEqual({ newOpening: 'must be a date and time written yyyy-MM-ddTHH:mm (India time), or empty' });

    expect(await db().selectFrom('tender_corrigenda').select('id').execute()).toEqual([]);
    expect(await tender(ARMED)).toMatchObject({ Bid_Deadline: TIMES.deadline, Expiry_Date: '2099-01-15', Bid_Opening_At: TIMES.opening });
  });

  it('moves the deadline and the opening by corrigendum, asks every bid to be re-confirmed and e-mails the bidder the deadline and the page', async () => {
    const done = await send('POST', at(ARMED, '/corrigenda'), { text: 'Site visit added; dates extended.', newDeadline: '2099-01-20T15:00', newOpening: '2099-01-21T11:00' });
    expect(done.statusCode).toBe(201);
    expect(await tender(ARMED)).toMatchObject({ Bid_Deadline: '2099-01-20T15:00', Expiry_Date: '2099-01-20', Bid_Opening_At: '2099-01-21T11:00', Bid_Opening_Date: '2099-01-21' });
    const bid = await db().selectFrom('bids').select('needs_reconfirmation').where('bid_number', '=', 'B-801-1').executeTakeFirstOrThrow();
    expect(Number(bid.needs_reconfirmation)).toBe(1);
    const mail = await db().selectFrom('mail_outbox').select(['recipient', 'kind', 'subject', 'body']).where('kind', '=', 'bid-notice').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].recipient).toBe('asha@example.in');
    expect(mail[0].body).toContain('The bid deadline is 2099-01-20 15:00 (India time).');
    expect(mail[0].body).toContain('https://www.example.in/tender/detailsoftender?tenderNo=VI%2FTN%2F2099%2F801');

    // Without a bid standing the deadline may come earlier, still in the future and before the opening.
    const sooner = await send('POST', at(FRESH, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-01-12T15:00' });
    expect(sooner.statusCode).toBe(201);
    expect((await tender(FRESH)).Bid_Deadline).toBe('2099-01-12T15:00');
  });

  it('moves nothing once the bids are opened', async () => {
    await db().updateTable('tender_sealing').set({ state: 'opened' }).where('tender_no', '=', FRESH).execute();
    const late = await send('POST', at(FRESH, '/corrigenda'), { text: 'Dates revised.', newDeadline: '2099-02-12T15:00' });
    expect(late.json().errors).toEqual({ newDeadline: CORRIGENDUM_MESSAGES.opened });
    // A corrigendum of text alone is still published.
    expect((await send('POST', at(FRESH, '/corrigenda'), { text: 'Drawing 4 corrected.' })).statusCode).toBe(201);
  });
});
