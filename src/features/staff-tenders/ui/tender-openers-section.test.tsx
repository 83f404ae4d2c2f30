import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStaffMock } from '@mocks/handlers/staff';
import { DEMO_DESK_TENDER, overtakeStaffTender, resetStaffTendersMock } from '@mocks/handlers/staff-tenders';
import { resetBidsMock } from '@mocks/handlers/bids';
import { resetTenderOpenersMock, tenderOpenersMockState } from '@mocks/handlers/tender-openers';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { server } from '@mocks/node';
import { nameOpenersEndpoint, OPENER_MESSAGES } from '@/entities/tender';
import { TENDER_OPENERS_TEXTS } from '../config/tender-openers-texts';
import { renderApp } from '../../../../test/utils/render';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NUMBER = DEMO_DESK_TENDER.TenderNo;
const desk = `/staff/tenders/tender?${new URLSearchParams({ tenderNo: NUMBER })}`;

const section = async () => (await screen.findByRole('heading', { name: TENDER_OPENERS_TEXTS.title })).closest('section')!;
const option = (select: HTMLElement, name: RegExp) => within(select).getByRole('option', { name }) as HTMLOptionElement;

beforeEach(() => {
  resetStaffMock({ signedIn: true });
  resetStaffTendersMock();
  resetBidsMock({ [NUMBER]: { sealing: 'none', armers: [] } });
  resetTenderOpenersMock();
  overtakeStaffTender(NUMBER, { Online_Bids: true });
});

describe('the desk’s openers of a sealed-bid tender', () => {
  it('names two openers with two labelled selects, saying who cannot be chosen and why', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(desk);
    const openers = await section();
    expect(await within(openers).findByText(TENDER_OPENERS_TEXTS.noneNamed)).toBeInTheDocument();
    const first = within(openers).getByLabelText(TENDER_OPENERS_TEXTS.opener(1));
    const second = within(openers).getByLabelText(TENDER_OPENERS_TEXTS.opener(2));

    // A sales member and a disabled one are offered disabled, and the list says why.
    expect(option(first, /Suresh Patil/)).toBeDisabled();
    expect(option(first, /Dinesh More/)).toBeDisabled();
    expect(within(openers).getByText('Dinesh More is disabled.')).toBeInTheDocument();
    expect(within(openers).getByText(/Suresh Patil has the role sales/)).toBeInTheDocument();

    // Nothing chosen: each select says so, and focus goes to the first.
    await user.click(within(openers).getByRole('button', { name: TENDER_OPENERS_TEXTS.save }));
    expect(await within(openers).findByText(OPENER_MESSAGES.chooseFirst)).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(second).toHaveAccessibleDescription(OPENER_MESSAGES.chooseSecond);

    // The admin's own second account cannot be the other opener.
    await user.selectOptions(first, 'Office Admin (office@example.com)');
    expect(option(second, /Xavier Dsouza/)).toBeDisabled();
    expect(within(openers).getByText(/Xavier Dsouza, not with Office Admin: .*Office Admin added Xavier Dsouza/)).toBeInTheDocument();

    await user.selectOptions(second, 'Ravi Kale (ravi@example.com)');
    await user.click(within(openers).getByRole('button', { name: TENDER_OPENERS_TEXTS.save }));
    expect(await screen.findByText(OPENER_MESSAGES.named(NUMBER))).toBeInTheDocument();
    expect(tenderOpenersMockState(NUMBER).named.map((opener) => opener.email)).toEqual(['office@example.com', 'ravi@example.com']);
    expect(await within(openers).findByText(/Ravi Kale \(ravi@example.com\), named by office@example.com/)).toBeInTheDocument();
    expect(first).toHaveValue('1');
    expect(second).toHaveValue('2');
  });

  it('shows the server’s refusal beside the select it concerns', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(desk);
    const openers = await section();
    const first = await within(openers).findByLabelText(TENDER_OPENERS_TEXTS.opener(1));
    const second = within(openers).getByLabelText(TENDER_OPENERS_TEXTS.opener(2));
    // Chosen the other way round, the browser offers the pair; the server refuses it.
    await user.selectOptions(first, 'Xavier Dsouza (xavier@example.com)');
    expect(first).toHaveAccessibleDescription('');
    await user.selectOptions(second, 'Ravi Kale (ravi@example.com)');
    await user.selectOptions(second, 'Office Admin (office@example.com)');
    expect(first).toHaveAccessibleDescription(/Office Admin added Xavier Dsouza/);
    // The server's refusal of this pair (the mock keeps no such rule).
    const conflict =
      "Xavier Dsouza cannot open with Office Admin: Office Admin added Xavier Dsouza on 2026-11-19 10:00 India time. Neither opener may have added, reset or set up the other's sign-in.";
    server.use(mockEndpoint(nameOpenersEndpoint, () => answer(nameOpenersEndpoint, { success: false, message: conflict, errors: { opener1: conflict } }, 409)));
    await user.click(within(openers).getByRole('button', { name: TENDER_OPENERS_TEXTS.save }));
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(tenderOpenersMockState(NUMBER).named).toEqual([]);
  });

  it('shows the openers without a form once the sealing is armed', async () => {
    tenderOpenersMockState(NUMBER).locked = true;
    renderApp(desk);
    const openers = await section();
    expect(await within(openers).findByText(OPENER_MESSAGES.locked(NUMBER))).toBeInTheDocument();
    expect(within(openers).queryByRole('button', { name: TENDER_OPENERS_TEXTS.save })).not.toBeInTheDocument();
  });

  it('says a tender without online bids has no openers', async () => {
    overtakeStaffTender(NUMBER, { Online_Bids: false });
    renderApp(desk);
    expect(within(await section()).getByText(TENDER_OPENERS_TEXTS.notOnline)).toBeInTheDocument();
  });
});
