/**
 * @jest-environment node
 */
// Node's own File and FormData: a jsdom File put into fetch's FormData arrives as text, not as a file.
import { API_URL } from '@/shared/config/env';
import { BID_MESSAGES, BID_PATHS, myBidRead, reconfirmBidEndpoint, submitBidEndpoint, withdrawBidEndpoint } from '@/entities/bid';
import { accountsMockState, DEMO_VENDOR, DEMO_VENDOR_PROFILE, resetAccountsMock } from './accounts';
import { bidsMockState, MOCK_SEAL_TO, resetBidsMock } from './bids';
import { resetStaffMock } from './staff';

/**
 * The bids mock answers as the bid contracts (`src/entities/bid/model/bid.contract.ts`) declare, status by
 * status, from its fixtures and what was sent. Its refusals are the server's (tested there), not checked here.
 */

const TENDER = 'VI/TN/2026/701';
const url = (path: string) => `${API_URL}${path}`;
const post = (path: string, body?: FormData) => fetch(url(path), { method: 'POST', ...(body && { body }) });
const json = async (response: Promise<Response>) => (await response).json();
const mine = async () => myBidRead.answers[200].parse(await json(fetch(url(BID_PATHS.mine(TENDER))))).bid;

/** A bid as the browser sends it: the seal's fields, the technical file, the sealed envelope (opaque here). */
function bidForm(): FormData {
  const form = new FormData();
  form.set('declaration', 'true');
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

  it('answer a bid, its withdrawal, another bid and its re-confirmation as the contracts declare, recording what was sent', async () => {
    const before = await mine();
    expect([before.acceptingBids, before.notAcceptingReason, before.bid]).toEqual([true, '', null]);
    expect([before.sealTo, before.companyName]).toEqual([MOCK_SEAL_TO, 'Deshmukh Fabricators']);
    const sent = await post(BID_PATHS.submit(TENDER), bidForm());
    expect(sent.status).toBe(201);
    const { receipt, message } = submitBidEndpoint.answers[201].parse(await sent.json());
    expect(message).toBe(BID_MESSAGES.submitted(receipt.bidNumber));
    expect(receipt).toMatchObject({ tenderNo: TENDER, financialSha256: 'a'.repeat(64), plainSha256: 'b'.repeat(64), financialSize: 4253 });
    expect(receipt.files).toEqual([expect.objectContaining({ envelope: 'technical', name: 'technical.pdf', type: 'pdf', size: 8 })]);
    expect(withdrawBidEndpoint.answers[200].parse(await json(post(BID_PATHS.withdraw(TENDER)))).message).toBe(BID_MESSAGES.withdrawn);
    expect((await mine()).bid?.state).toBe('withdrawn');
    const again = submitBidEndpoint.answers[201].parse(await json(post(BID_PATHS.submit(TENDER), bidForm())));
    expect(again.message).toBe(BID_MESSAGES.resubmitted(again.receipt.bidNumber));
    bidsMockState().get(TENDER)!.bids.at(-1)!.needsReconfirmation = true;
    expect((await mine()).bid).toMatchObject({ state: 'submitted', needsReconfirmation: true });
    expect(reconfirmBidEndpoint.answers[200].parse(await json(post(BID_PATHS.reconfirm(TENDER)))).message).toBe(BID_MESSAGES.reconfirmed);
    expect((await mine()).bid?.needsReconfirmation).toBe(false);
  });

  it('answer the fixture’s reason when no bids are taken, and ask a vendor with no saved profile for one', async () => {
    bidsMockState().get(TENDER)!.notAcceptingReason = BID_MESSAGES.deadlinePassed;
    expect(await mine()).toMatchObject({ acceptingBids: false, notAcceptingReason: BID_MESSAGES.deadlinePassed, sealTo: null });
    bidsMockState().get(TENDER)!.notAcceptingReason = '';
    accountsMockState().profiles.delete(DEMO_VENDOR.email);
    expect(await mine()).toMatchObject({ acceptingBids: false, notAcceptingReason: BID_MESSAGES.profileFirst, companyName: '' });
  });

  it('list a bid on a tender the vendor did not register for in My applications', async () => {
    expect((await post(BID_PATHS.submit(TENDER), bidForm())).status).toBe(201);
    const { applications } = await json(fetch(url('/api/vendors/mine')));
    expect(applications).toMatchObject([{ tenderNo: TENDER, companyName: 'Deshmukh Fabricators', bid: { state: 'submitted' } }]);
  });
});
