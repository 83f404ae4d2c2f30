/**
 * @jest-environment node
 */
// Node's own File and FormData: a jsdom File put into fetch's FormData arrives as text, not as a file.
import { API_URL } from '@/shared/config/env';
import { BID_MESSAGES, BID_PATHS, myBidRead, reconfirmBidEndpoint, submitBidEndpoint, withdrawBidEndpoint } from '@/entities/bid';
import { accountsMockState, DEMO_VENDOR, DEMO_VENDOR_PROFILE, resetAccountsMock } from './accounts';
import { bidsMockState, resetBidsMock } from './bids';
import { resetStaffMock } from './staff';

/** The bids mock answers as the bid contracts (`src/entities/bid/model/bid.contract.ts`) declare, status by status. */

const TENDER = 'VI/TN/2026/701';
const url = (path: string) => `${API_URL}${path}`;
const post = (path: string, body?: BodyInit | object) =>
  fetch(url(path), {
    method: 'POST',
    ...(body instanceof FormData ? { body } : body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
const json = async (response: Promise<Response>) => (await response).json();

/** A bid as the browser sends it: the seal's fields, the technical file, the sealed envelope (opaque here). */
function bidForm(declaration = 'true'): FormData {
  const form = new FormData();
  form.set('declaration', declaration);
  form.set('sealId', 'abcdefghijklmnopqrstuv');
  form.set('sealedSha256', 'a'.repeat(64));
  form.set('plainSha256', 'b'.repeat(64));
  form.append('files', new File(['%PDF-1.4'], 'technical.pdf', { type: 'application/pdf' }));
  form.append('financialEnvelope', new File([new Uint8Array(4253)], 'financial.sealed'));
  return form;
}

describe('msw bid handlers', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'], now: new Date('2026-11-25T06:30:00Z') });
    resetAccountsMock({ session: DEMO_VENDOR });
    accountsMockState().profiles.set(DEMO_VENDOR.email, DEMO_VENDOR_PROFILE);
    resetBidsMock({ [TENDER]: {} });
    resetStaffMock({ signedIn: true, role: 'tenders' });
  });
  afterEach(() => jest.useRealTimers());

  it('take a bid, withdraw it, take another, ask for re-confirmation after a corrigendum', async () => {
    const before = myBidRead.answers[200].parse(await json(fetch(url(BID_PATHS.mine(TENDER))))).bid;
    expect([before.acceptingBids, before.bid]).toEqual([true, null]);
    expect([before.sealTo?.financial.length, before.companyName]).toEqual([2, DEMO_VENDOR_PROFILE.companyName]);
    const refused = await post(BID_PATHS.submit(TENDER), bidForm(''));
    expect([refused.status, submitBidEndpoint.answers[400].parse(await refused.json()).errors?.declaration]).toEqual([400, BID_MESSAGES.declaration]);
    const sent = await post(BID_PATHS.submit(TENDER), bidForm());
    expect(sent.status).toBe(201);
    const { receipt } = submitBidEndpoint.answers[201].parse(await sent.json());
    expect(receipt.files[0]).toMatchObject({ envelope: 'technical', name: 'technical.pdf', type: 'pdf' });
    expect(withdrawBidEndpoint.answers[200].parse(await json(post(BID_PATHS.withdraw(TENDER)))).message).toBe(BID_MESSAGES.withdrawn);
    expect((await json(post(BID_PATHS.submit(TENDER), bidForm()))).message).toMatch(/received and sealed/);
    bidsMockState().get(TENDER)!.bids.at(-1)!.needsReconfirmation = true;
    expect(myBidRead.answers[200].parse(await json(fetch(url(BID_PATHS.mine(TENDER))))).bid.bid?.needsReconfirmation).toBe(true);
    expect(reconfirmBidEndpoint.answers[200].parse(await json(post(BID_PATHS.reconfirm(TENDER)))).message).toBe(BID_MESSAGES.reconfirmed);
  });

  it('refuse a bid after the deadline, and from a vendor without a completed profile', async () => {
    jest.setSystemTime(new Date('2026-12-20T09:30:00Z'));
    const late = await post(BID_PATHS.submit(TENDER), bidForm());
    expect([late.status, (await late.json()).message]).toEqual([409, BID_MESSAGES.deadlinePassed]);
    jest.setSystemTime(new Date('2026-11-25T06:30:00Z'));
    accountsMockState().profiles.set(DEMO_VENDOR.email, { ...DEMO_VENDOR_PROFILE, udyamNumber: '' });
    const incomplete = await post(BID_PATHS.submit(TENDER), bidForm());
    expect([incomplete.status, (await incomplete.json()).message]).toEqual([403, BID_MESSAGES.profileFirst]);
    const saved = await post('/api/vendors/profile', DEMO_VENDOR_PROFILE);
    expect(saved.status).toBe(200);
    expect((await post(BID_PATHS.submit(TENDER), bidForm())).status).toBe(201);
    // Bid on without registering for the tender: My applications lists it all the same.
    const { applications } = await json(fetch(url('/api/vendors/mine')));
    expect(applications).toMatchObject([{ tenderNo: TENDER, companyName: 'Deshmukh Fabricators', bid: { state: 'submitted' } }]);
  });
});
