import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { accountsMockState, DEMO_VENDOR, DEMO_VENDOR_PROFILE, resetAccountsMock } from '@mocks/handlers/accounts';
import { bidsMockState, resetBidsMock } from '@mocks/handlers/bids';
import { publishedTenders } from '@mocks/handlers/reads';
import { API_URL } from '@/shared/config/env';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { BID_MESSAGES, BID_PATHS, myBidRead } from '@/entities/bid';
import type { TenderDetail } from '@/entities/tender';
import { BID_TEXTS } from '../../config/bid-texts';
import { TenderBidSection } from './tender-bid-section';
import { renderWithProviders } from '../../../../../test/utils/render';
import { FAKE_DATE_ONLY } from '../../../../../test/utils/fake-date';

const NOW = new Date('2026-11-25T06:30:00Z');
const tender = {
  ...publishedTenders(NOW)[0],
  Outcome: '',
  Expiry_Date: '2026-12-20',
  Bid_Deadline: '2026-12-20T15:00',
  Bid_Opening_At: '2026-12-20T16:00',
  Online_Bids: true,
  Documents: [],
  Corrigenda: [],
} as TenderDetail;

/** Reviews the bid, then seals it in the browser and sends it. */
async function sealAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: BID_TEXTS.review }));
  await user.click(await screen.findByRole('button', { name: BID_TEXTS.sealAndSend }));
}
const tenderNo = tender.TenderNo;

/** The vendor completed their profile (what a bid needs; no registration for the tender is). */
function registered() {
  accountsMockState().profiles.set(DEMO_VENDOR.email, DEMO_VENDOR_PROFILE);
}

/** Node's File: the test environment's FormData (Node's) takes no other (a browser has one kind). */
const pdf = () => new NodeFile(['%PDF-1.4 technical bid'], 'technical-bid.pdf', { type: 'application/pdf' }) as unknown as File;

async function fillBid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(BID_TEXTS.amount), '1462846.50');
  await user.selectOptions(screen.getByLabelText(BID_TEXTS.gstRate), '18');
  await user.type(screen.getByLabelText(BID_TEXTS.validityDays), '90');
  await user.upload(screen.getByLabelText(BID_TEXTS.files), pdf());
  await user.click(screen.getByLabelText(BID_TEXTS.declaration));
}

/** A registered vendor on the tender's bid section, with the bid filled in and not yet sealed. */
async function aFilledBid() {
  registered();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<TenderBidSection tender={tender} />);
  await fillBid(user);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: NOW });
  resetAccountsMock({ session: DEMO_VENDOR });
  resetBidsMock({ [tenderNo]: {} });
});
afterEach(() => jest.useRealTimers());

describe('Bid online', () => {
  it('shows a visitor who is not logged in the way in', async () => {
    resetAccountsMock();
    renderWithProviders(<TenderBidSection tender={tender} />);
    expect(await screen.findByText(BID_TEXTS.loginFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BID_TEXTS.logIn })).toHaveAttribute('href', `/tender/login?tenderNo=${encodeURIComponent(tenderNo)}`);
  });

  it('tells a visitor that an awarded tender takes no more bids, without asking them to log in', async () => {
    resetAccountsMock();
    renderWithProviders(<TenderBidSection tender={{ ...tender, Outcome: 'Awarded' }} />);
    expect(await screen.findByText(BID_TEXTS.noLongerTaking)).toBeInTheDocument();
    expect(screen.queryByText(BID_TEXTS.loginFirst)).not.toBeInTheDocument();
  });

  it('has a vendor without a profile complete it there, then shows the bid form; nothing registers for the tender', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<TenderBidSection tender={tender} />);
    const form = await screen.findByRole('form', { name: BID_TEXTS.profileTitle });
    expect(await screen.findByText(BID_TEXTS.profileMissing)).toBeInTheDocument();
    expect(screen.queryByLabelText(BID_TEXTS.amount)).not.toBeInTheDocument();
    for (const [label, value] of [
      ['Vendor Name', 'Asha Deshmukh'],
      ['Email', 'asha@example.in'],
      ['Mobile Number', '9823045671'],
      ['Company Name', 'Deshmukh Fabricators'],
      ['G.S.T Number', '27aapfu0939f1zv'],
      ['Pancard Number', 'aapfu0939f'],
      ['Udyam Aadhar', 'udyam-mh-26-0012345'],
    ]) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: BID_TEXTS.saveProfile }));

    expect(await screen.findByLabelText(BID_TEXTS.amount)).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent === VENDOR_MESSAGES.profileSaved)).toBe(true);
    expect(accountsMockState().profiles.get(DEMO_VENDOR.email)).toMatchObject({ companyName: 'Deshmukh Fabricators', gstNumber: '27AAPFU0939F1ZV' });
    expect(accountsMockState().registrations).toEqual([]);
  });

  it('fills the profile form from an incomplete saved profile and keeps what the vendor typed when the server refuses it', async () => {
    accountsMockState().profiles.set(DEMO_VENDOR.email, { ...DEMO_VENDOR_PROFILE, udyamNumber: 'MH26A0012345' });
    // The server finds the saved profile incomplete (its Udyam number), so it takes no bid yet.
    const profileFirst = {
      tenderNo,
      acceptingBids: false,
      notAcceptingReason: BID_MESSAGES.profileFirst,
      Bid_Deadline: '2026-12-20T15:00',
      Bid_Opening_At: '2026-12-20T16:00',
      bid: null,
      opened: false,
      stage: 'armed',
      sealTo: null,
      companyName: '',
    } as const;
    server.use(
      mockEndpoint(myBidRead, () => answer(myBidRead, { success: true, bid: profileFirst })),
      http.post(`${API_URL}/api/vendors/profile`, () =>
        HttpResponse.json({ success: false, message: FORM_INVALID_MESSAGE, errors: { companyName: VENDOR_MESSAGES.tooLong } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<TenderBidSection tender={tender} />);
    const form = await screen.findByRole('form', { name: BID_TEXTS.profileTitle });
    expect(await screen.findByText(BID_TEXTS.profileIncomplete)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Company Name')).toHaveValue('Deshmukh Fabricators'));
    expect(within(form).getByLabelText('Udyam Aadhar')).toHaveValue('MH26A0012345');
    await user.click(within(form).getByRole('button', { name: BID_TEXTS.saveProfile }));
    expect(await within(form).findByText(VENDOR_MESSAGES.udyamInvalid)).toBeInTheDocument();

    const udyam = within(form).getByLabelText('Udyam Aadhar');
    await user.clear(udyam);
    await user.type(udyam, 'UDYAM-MH-26-0012345');
    await user.click(within(form).getByRole('button', { name: BID_TEXTS.saveProfile }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_INVALID_MESSAGE);
    expect(within(form).getByText(VENDOR_MESSAGES.tooLong)).toBeInTheDocument();
    expect(within(form).getByLabelText('Udyam Aadhar')).toHaveValue('UDYAM-MH-26-0012345');
    expect(within(form).getByLabelText('G.S.T Number')).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.queryByLabelText(BID_TEXTS.amount)).not.toBeInTheDocument();
  });

  it('sends a bid, shows the sizes of the chosen files, and answers with the receipt and its hashes', async () => {
    const user = await aFilledBid();
    expect(screen.getByText('technical-bid.pdf')).toBeInTheDocument();
    expect(screen.getByText(/Total 22 bytes of 100 MB/)).toBeInTheDocument();
    await sealAndSend(user);

    const receipt = await screen.findByRole('region', { name: /Bid receipt BID-/ });
    const bid = bidsMockState().get(tenderNo)!.bids[0];
    // What reached the "server": the receipt's hashes and the technical files; no amount, no rate, no company.
    expect(bid).toMatchObject({ state: 'submitted', receipt: { financialSize: 4 + 125 + 12 + 4096 + 16 } });
    expect(JSON.stringify(bid)).not.toMatch(/1462846/);
    // The vendor sees what they sealed, in figures and in words.
    const sealed = screen.getByRole('region', { name: BID_TEXTS.sealedTitle });
    expect(sealed).toHaveTextContent('₹14,62,846.50');
    expect(sealed).toHaveTextContent('Rupees Fourteen Lakh Sixty-Two Thousand Eight Hundred Forty-Six and Fifty Paise Only');
    expect(sealed).toHaveTextContent('18 %: ₹2,63,312.37');
    expect(screen.getAllByRole('status').some((region) => region.textContent === BID_MESSAGES.submitted(bid.receipt.bidNumber))).toBe(true);
    expect(receipt).toHaveTextContent(bid.receipt.bidNumber);
    // In the tender page's one date format (yyyy-MM-dd), not the e-mailed receipt's dd/MM/yyyy.
    expect(within(receipt).getByText('2026-11-25, 12:00:00 (India time)')).toHaveAttribute('datetime', bid.receipt.submittedAt);
    expect(receipt).not.toHaveTextContent(bid.receipt.submittedAtIndia);
    expect(receipt).toHaveTextContent(bid.receipt.financialSha256);
    expect(within(receipt).getByRole('rowheader', { name: 'technical-bid.pdf' }).closest('tr')).toHaveTextContent(bid.receipt.files[0].sha256);
    expect(within(await screen.findByRole('region', { name: /Bid receipt BID-/ })).getByRole('button', { name: BID_TEXTS.printReceipt })).toBeInTheDocument();
  });

  it('takes one price schedule: a new choice replaces it, it can be taken off, and it goes in the financial envelope', async () => {
    const user = await aFilledBid();
    const xlsx = (name: string) => new NodeFile(['PK price schedule'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as unknown as File;
    const schedule = screen.getByLabelText(BID_TEXTS.priceSchedule);
    expect(schedule).not.toHaveAttribute('multiple');
    expect(screen.getByLabelText(BID_TEXTS.files)).toHaveAttribute('multiple');
    await user.upload(schedule, xlsx('prices-v1.xlsx'));
    await user.upload(schedule, xlsx('prices-v2.xlsx'));
    expect(screen.queryByText('prices-v1.xlsx')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BID_TEXTS.removeFile.replace('{{name}}', 'prices-v2.xlsx') }));
    expect(screen.queryByText('prices-v2.xlsx')).not.toBeInTheDocument();
    await user.upload(schedule, xlsx('prices-final.xlsx'));
    // The technical list counts its own files only.
    expect(screen.getByText(/Total 22 bytes of 100 MB/)).toBeInTheDocument();
    await sealAndSend(user);

    await screen.findByRole('region', { name: /Bid receipt BID-/ });
    // The price schedule travels sealed inside the financial envelope: the server lists only the technical files.
    expect(bidsMockState().get(tenderNo)!.bids[0].receipt.files.map((file) => [file.envelope, file.name])).toEqual([['technical', 'technical-bid.pdf']]);
    expect(screen.getByRole('region', { name: BID_TEXTS.sealedTitle })).toHaveTextContent('prices-final.xlsx');
  });

  it('keeps every typed value and chosen file when the deadline passed during the upload (409)', async () => {
    server.use(
      http.post(`${API_URL}${BID_PATHS.submit(tenderNo)}`, () =>
        HttpResponse.json({ success: false, message: BID_MESSAGES.deadlinePassedDuringUpload }, { status: 409 }),
      ),
    );
    const user = await aFilledBid();
    await sealAndSend(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(BID_MESSAGES.deadlinePassedDuringUpload);
    expect(screen.getByLabelText(BID_TEXTS.amount)).toHaveValue('1462846.50');
    expect(screen.getByLabelText(BID_TEXTS.gstRate)).toHaveValue('18');
    expect(screen.getByLabelText(BID_TEXTS.validityDays)).toHaveValue('90');
    expect(screen.getByLabelText(BID_TEXTS.declaration)).toBeChecked();
    expect(screen.getByText('technical-bid.pdf')).toBeInTheDocument();
    expect(bidsMockState().get(tenderNo)!.bids).toEqual([]);
  });

  it('shows the upload’s progress while the files are sent', async () => {
    let answer: ((response: Response) => void) | null = null;
    server.use(http.post(`${API_URL}${BID_PATHS.submit(tenderNo)}`, () => new Promise<Response>((resolve) => (answer = resolve))));
    const user = await aFilledBid();
    await sealAndSend(user);

    const progress = await screen.findByLabelText(BID_TEXTS.progress);
    expect(progress.tagName).toBe('PROGRESS');
    expect(screen.getByText(/Uploading: \d+ %/)).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(HttpResponse.json({ success: false, message: BID_MESSAGES.storageFull }, { status: 503, headers: { 'retry-after': '60' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BID_MESSAGES.storageFull);
    expect(screen.queryByLabelText(BID_TEXTS.progress)).not.toBeInTheDocument();
  });

  it('withdraws the bid after asking in a dialog that holds the focus and gives it back', async () => {
    const user = await aFilledBid();
    await sealAndSend(user);
    const withdraw = await screen.findByRole('button', { name: BID_TEXTS.withdraw });

    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: BID_TEXTS.withdrawTitle });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(withdraw).toHaveFocus());
    expect(bidsMockState().get(tenderNo)!.bids[0].state).toBe('submitted');

    await user.click(withdraw);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BID_TEXTS.withdrawConfirm }));
    expect(await screen.findByText(BID_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(bidsMockState().get(tenderNo)!.bids[0].state).toBe('withdrawn');
    // Until the deadline the vendor may bid again.
    expect(await screen.findByRole('button', { name: BID_TEXTS.review })).toBeInTheDocument();
    expect(screen.getByText(BID_TEXTS.state.withdrawn)).toBeInTheDocument();
  });

  it('asks for a re-confirmation after a corrigendum, and after the opening shows the count and the record to a vendor who bid', async () => {
    const user = await aFilledBid();
    await sealAndSend(user);
    await screen.findByRole('button', { name: BID_TEXTS.withdraw });
    bidsMockState().get(tenderNo)!.bids[0].needsReconfirmation = true;
    const view = renderWithProviders(<TenderBidSection tender={tender} />);
    await user.click(await within(view.container).findByRole('button', { name: BID_TEXTS.reconfirm }));
    expect(await within(view.container).findByText(BID_MESSAGES.reconfirmed)).toBeInTheDocument();
    view.unmount();

    const entry = bidsMockState().get(tenderNo)!;
    entry.sealing = 'opened';
    entry.notAcceptingReason = BID_MESSAGES.notOpen;
    entry.record = {
      tenderNo,
      openedAt: '2026-12-20T10:31:00Z',
      openedBy: ['Asha Patil', 'Office Admin'],
      bidsCount: 1,
      bidders: [
        {
          bidNumber: entry.bids[0].receipt.bidNumber,
          bidder: 'Deshmukh Fabricators',
          amountPaise: 146284650,
          gstRate: 18,
          gstPaise: 26331237,
          totalPaise: 172615887,
          validityDays: 90,
          submittedAt: entry.bids[0].receipt.submittedAt,
          rank: 'L1',
          flags: { late: false, notReconfirmed: false, hashMismatch: false, amountInvalid: false },
          files: [],
          financialMatches: true,
        },
      ],
    };
    const opened = renderWithProviders(<TenderBidSection tender={tender} />);
    const table = await within(opened.container).findByRole('table', { name: `Opening record of tender ${tenderNo}` });
    expect(within(table).getByRole('rowheader', { name: /Deshmukh Fabricators/ }).closest('tr')).toHaveTextContent('L1');
    expect(opened.container).toHaveTextContent(`${BID_TEXTS.bidsCount}1`);
    // The record on the tender page writes its times in the page's format too.
    expect(within(opened.container).getByText('2026-12-20, 16:01:00 (India time)')).toBeInTheDocument();
  });
});
