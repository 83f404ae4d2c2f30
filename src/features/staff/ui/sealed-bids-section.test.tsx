import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_STAFF, resetStaffMock } from '@mocks/handlers/staff';
import { DEMO_DESK_TENDER, overtakeStaffTender, resetStaffTendersMock } from '@mocks/handlers/staff-tenders';
import { bidsMockState, mockBidTender, resetBidsMock } from '@mocks/handlers/bids';
import { BID_MESSAGES, BID_PATHS, type BidReceipt } from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { renderApp } from '../../../../test/utils/render';
import { FAKE_DATE_ONLY } from '../../../../test/utils/fake-date';

const NUMBER = DEMO_DESK_TENDER.TenderNo;
const desk = `/staff/tenders/tender?${new URLSearchParams({ tenderNo: NUMBER })}`;
const BEFORE_OPENING = new Date('2026-11-25T06:30:00Z');
/** 16:05 in India on the opening day: after `Bid_Opening_At` (16:00). */
const AFTER_OPENING = new Date('2026-12-20T10:35:00Z');

const receipt = (bidNumber: string): BidReceipt => ({
  bidNumber,
  tenderNo: NUMBER,
  submittedAt: '2026-12-01T05:00:00Z',
  submittedAtIndia: '01/12/2026 10:30:00 IST',
  files: [{ index: 0, envelope: 'technical', name: `${bidNumber}-technical.pdf`, type: 'pdf', size: 2048, sha256: 'ab'.repeat(32) }],
  financialSha256: 'cd'.repeat(32),
  confirmedAt: '2026-12-01T05:00:00Z',
});

/** Two sealed bids: the higher one first, so the ranking is the mock's, not the order they came in. */
function twoBids() {
  const entry = bidsMockState().get(NUMBER)!;
  const bid = { state: 'submitted' as const, validityDays: 90, needsReconfirmation: false, withdrawnAt: null, gstRate: 18 };
  entry.bids.push(
    { ...bid, account: 'patil@example.com', company: 'Patil Interiors', amount: 1_500_000, receipt: receipt('BID-0001') },
    { ...bid, account: 'deshmukh@example.com', company: 'Deshmukh Fabricators', amount: 1_200_000, receipt: receipt('BID-0002') },
  );
}

const sealed = async () => {
  const heading = await screen.findByRole('heading', { name: SEALED_BIDS_TEXTS.title });
  return heading.closest('section')!;
};

beforeEach(() => {
  resetStaffMock({ signedIn: true });
  resetStaffTendersMock();
  overtakeStaffTender(NUMBER, { Online_Bids: true });
});
afterEach(() => jest.useRealTimers());

describe('the desk’s sealed bids', () => {
  it('arms the sealing as the second member, with the warning and a passphrase that can be shown', async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: BEFORE_OPENING });
    resetBidsMock({ [NUMBER]: { sealing: 'pending', armers: [mockBidTender().armers[0]] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(desk);
    const section = await sealed();
    expect(await within(section).findByText(SEALED_BIDS_TEXTS.sealingState.pending)).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: SEALED_BIDS_TEXTS.armTitle });
    expect(form).toHaveTextContent('if you lose it, the bids of this tender can never be opened');

    const passphrase = within(form).getByLabelText(SEALED_BIDS_TEXTS.passphrase);
    expect(passphrase).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Show the passphrase' }));
    expect(passphrase).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Hide the passphrase' }));

    await user.type(passphrase, 'short');
    await user.click(within(form).getByRole('button', { name: SEALED_BIDS_TEXTS.arm }));
    expect(await within(form).findByText(BID_MESSAGES.passphraseShort)).toBeInTheDocument();
    expect(passphrase).toHaveAccessibleDescription(BID_MESSAGES.passphraseShort);

    await user.type(passphrase, '-but-now-long-enough');
    await user.click(within(form).getByRole('button', { name: SEALED_BIDS_TEXTS.arm }));
    expect(await screen.findByText(BID_MESSAGES.armedSecond)).toBeInTheDocument();
    expect(await within(section).findByText(SEALED_BIDS_TEXTS.sealingState.armed)).toBeInTheDocument();
    expect(bidsMockState().get(NUMBER)!.armers.map((armer) => armer.email)).toEqual(['asha@example.com', DEMO_STAFF.member.email]);
  });

  it('shows only the count before the opening: no bidder, no bid number, no amount, no opening form', async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: BEFORE_OPENING });
    resetBidsMock({ [NUMBER]: {} });
    twoBids();
    renderApp(desk);
    const section = await sealed();
    expect(await within(section).findByText(SEALED_BIDS_TEXTS.count)).toBeInTheDocument();
    expect(within(section).getByText(SEALED_BIDS_TEXTS.count).nextElementSibling).toHaveTextContent('2');
    expect(section).not.toHaveTextContent('Patil Interiors');
    expect(section).not.toHaveTextContent('BID-0001');
    expect(section).not.toHaveTextContent('15,00,000');
    expect(within(section).queryByRole('form', { name: SEALED_BIDS_TEXTS.openTitle })).not.toBeInTheDocument();
    expect(section).toHaveTextContent(SEALED_BIDS_TEXTS.notYet('2026-12-20 16:00 (India time)'));
  });

  it('opens in two steps: the first opener waits for the second; the second opening shows the ranked record with the files', async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: AFTER_OPENING });
    resetBidsMock({ [NUMBER]: {} });
    twoBids();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderApp(desk);
    let section = await sealed();
    let form = await within(section).findByRole('form', { name: SEALED_BIDS_TEXTS.openTitle });
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.passphrase), 'office-long-passphrase');
    await user.click(within(form).getByRole('button', { name: SEALED_BIDS_TEXTS.open }));
    expect(await screen.findByText(BID_MESSAGES.firstConfirmed)).toBeInTheDocument();
    expect(await within(section).findByText(SEALED_BIDS_TEXTS.waiting)).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Patil Interiors');
    view.unmount();

    // The other opener's turn: the office's confirmation is the one waiting now, and Asha's comes second.
    const entry = bidsMockState().get(NUMBER)!;
    entry.openingConfirmedBy = { name: 'Asha Patil', email: 'asha@example.com', until: new Date(AFTER_OPENING.getTime() + 15 * 60_000).toISOString() };
    renderApp(desk);
    section = await sealed();
    form = await within(section).findByRole('form', { name: SEALED_BIDS_TEXTS.openTitle });
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.passphrase), 'office-long-passphrase');
    await user.click(within(form).getByRole('button', { name: SEALED_BIDS_TEXTS.open }));
    expect(await screen.findByText(BID_MESSAGES.opened(2))).toBeInTheDocument();

    const table = await within(section).findByRole('table', { name: `Opening record of tender ${NUMBER}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('L1');
    expect(rows[0]).toHaveTextContent('Deshmukh Fabricators');
    expect(rows[1]).toHaveTextContent('L2');
    expect(rows[1]).toHaveTextContent('Patil Interiors');
    const download = within(rows[0]).getByRole('link', { name: /Download BID-0002-technical.pdf/ });
    expect(download).toHaveAttribute('href', `${API_URL}${BID_PATHS.file(NUMBER, 'BID-0002', 0)}`);
    await waitFor(() => expect(within(section).queryByText(SEALED_BIDS_TEXTS.count)).not.toBeInTheDocument());
  });

  it('says a wrong passphrase opened nothing', async () => {
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: AFTER_OPENING });
    resetBidsMock({ [NUMBER]: {} });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(desk);
    const form = await within(await sealed()).findByRole('form', { name: SEALED_BIDS_TEXTS.openTitle });
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.code), DEMO_STAFF.code);
    await user.type(within(form).getByLabelText(SEALED_BIDS_TEXTS.passphrase), 'not-the-right-phrase');
    await user.click(within(form).getByRole('button', { name: SEALED_BIDS_TEXTS.open }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(BID_MESSAGES.wrongPassphrase);
    expect(within(form).getByLabelText(SEALED_BIDS_TEXTS.passphrase)).toHaveValue('not-the-right-phrase');
  });
});
