import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VENDOR, accountsMockState, resetAccountsMock } from '@mocks/handlers/accounts';
import { TRADES } from '@/entities/tender';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { renderApp } from '../../../../test/utils/render';

/** The trades section of `/userinfo` (issue 38, item 5): the vendor chooses the trades they hear of tenders for. */
describe('VendorTradesSection', () => {
  beforeEach(() => window.sessionStorage.clear());

  const section = async () => within(await screen.findByRole('form', { name: 'Your trades' }));

  it('offers every trade, none ticked at first, and saves the ones ticked', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp('/userinfo');
    const trades = await section();
    const group = trades.getByRole('group', { name: 'Trades you work in' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(TRADES.length);
    for (const box of within(group).getAllByRole('checkbox')) expect(box).not.toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.click(trades.getByRole('checkbox', { name: 'False ceiling' }));
    await user.click(trades.getByRole('checkbox', { name: 'Gypsum' }));
    // A double click sends once.
    await user.dblClick(trades.getByRole('button', { name: 'Save my trades' }));
    expect(await trades.findByRole('status')).toHaveTextContent(VENDOR_MESSAGES.tradesSaved);
    expect(accountsMockState().trades.get(DEMO_VENDOR.email)).toEqual(['gypsum', 'false-ceiling']);
  });

  it('shows the saved trades ticked, and saves none when every box is unticked', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    accountsMockState().trades.set(DEMO_VENDOR.email, ['painting', 'electrical']);
    renderApp('/userinfo');
    const trades = await section();
    expect(await trades.findByRole('checkbox', { name: 'Painting' })).toBeChecked();
    expect(trades.getByRole('checkbox', { name: 'Electrical' })).toBeChecked();
    expect(trades.getByRole('checkbox', { name: 'Plumbing' })).not.toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.click(trades.getByRole('checkbox', { name: 'Painting' }));
    await user.click(trades.getByRole('checkbox', { name: 'Electrical' }));
    await user.click(trades.getByRole('button', { name: 'Save my trades' }));
    expect(await trades.findByRole('status')).toHaveTextContent(VENDOR_MESSAGES.tradesCleared);
    expect(accountsMockState().trades.get(DEMO_VENDOR.email)).toEqual([]);
  });

  it('is not shown to a visitor who is not logged in', async () => {
    resetAccountsMock();
    renderApp('/userinfo');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your trades' })).not.toBeInTheDocument();
  });
});
