/**
 * @jest-environment node
 */
// Node's own File and FormData: a jsdom File put into fetch's FormData arrives as text, not as a file.
import { API_URL } from '@/shared/config/env';
import { BID_MESSAGES, BID_PATHS, bidReceiptSchema, myBidSchema, openingRecordSchema, publicBidsSchema, staffBidsSchema } from '@/entities/bid';
import { amendBidsMockTender, resetBidsMock } from './bids';
import { resetStaffMock } from './staff';

/** The bids mock answers as `docs/bids.md` says: the same records the server's schemas declare. */

const TENDER = 'VI/TN/2026/701';
const url = (path: string) => `${API_URL}${path}`;
const post = (path: string, body?: BodyInit | object) =>
  fetch(url(path), {
    method: 'POST',
    ...(body instanceof FormData ? { body } : body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });

function bidForm(amount = '1462846.50'): FormData {
  const form = new FormData();
  form.set('amount', amount);
  form.set('gstRate', '18');
  form.set('validityDays', '90');
  form.set('declaration', 'true');
  form.append('files', new File(['%PDF-1.4'], 'technical.pdf', { type: 'application/pdf' }));
  return form;
}

describe('msw bid handlers', () => {
  beforeEach(() => {
    resetBidsMock();
    resetStaffMock({ signedIn: true, role: 'tenders' });
  });

  it('take a bid, withdraw it, take another, ask for re-confirmation after a corrigendum', async () => {
    const before = myBidSchema.parse((await (await fetch(url(BID_PATHS.mine(TENDER)))).json()).bid);
    expect([before.acceptingBids, before.bid]).toEqual([true, null]);
    const refused = await post(BID_PATHS.submit(TENDER), bidForm('-1'));
    expect([refused.status, (await refused.json()).errors.amount]).toEqual([400, BID_MESSAGES.amount]);
    const sent = await post(BID_PATHS.submit(TENDER), bidForm());
    expect(sent.status).toBe(201);
    const receipt = bidReceiptSchema.parse((await sent.json()).receipt);
    expect((await (await post(BID_PATHS.withdraw(TENDER))).json()).message).toBe(BID_MESSAGES.withdrawn);
    expect((await (await post(BID_PATHS.submit(TENDER), bidForm())).json()).message).toMatch(/received and sealed/);
    amendBidsMockTender();
    expect(myBidSchema.parse((await (await fetch(url(BID_PATHS.mine(TENDER)))).json()).bid).bid?.needsReconfirmation).toBe(true);
    expect((await (await post(BID_PATHS.reconfirm(TENDER))).json()).message).toBe(BID_MESSAGES.reconfirmed);
    expect(receipt.files[0]).toMatchObject({ envelope: 'technical', name: 'technical.pdf', type: 'pdf' });
  });

  it('show staff the count, then open with two confirmations; a wrong passphrase opens nothing', async () => {
    resetBidsMock({ mayOpen: true });
    await post(BID_PATHS.submit(TENDER), bidForm());
    const staff = staffBidsSchema.parse((await (await fetch(url(BID_PATHS.staffBids(TENDER)))).json()).bids);
    expect([staff.bidsCount, staff.record]).toEqual([2, null]);
    const confirm = (passphrase: string) => post(BID_PATHS.open(TENDER), { code: '123456', passphrase });
    expect((await (await confirm('anita keeps the first half')).json()).message).toBe(BID_MESSAGES.firstConfirmed);
    const wrong = await confirm('wrong passphrase!');
    expect([wrong.status, (await wrong.json()).message]).toEqual([422, BID_MESSAGES.wrongPassphrase]);
    await confirm('anita keeps the first half');
    const opened = await (await confirm('anita keeps the first half')).json();
    expect(openingRecordSchema.parse(opened.record).bidders.map((bidder) => bidder.rank)).toEqual(['L1', 'L2']);
    const summary = publicBidsSchema.parse((await (await fetch(url(BID_PATHS.publicBids(TENDER)))).json()).summary);
    expect(summary.record?.bidders[0].files).toEqual([]);
  });
});
