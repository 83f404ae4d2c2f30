import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStaffMock } from '@mocks/handlers/staff';
import { DEMO_DESK_TENDER, resetStaffTendersMock } from '@mocks/handlers/staff-tenders';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { server } from '@mocks/node';
import { addCorrigendumEndpoint, createTenderEndpoint, editTenderEndpoint, TENDER_DESK_MESSAGES } from '@/entities/tender';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

const NUMBER = DEMO_DESK_TENDER.TenderNo;
/** Node's File: the test environment sends with Node's fetch and FormData, which take only Node's own files. */
const pdfFile = (name: string) => new NodeFile(['%PDF-1.4 drawings'], name, { type: 'application/pdf' }) as unknown as File;
const deskOf = (tenderNo: string) => `/staff/tenders/tender?${new URLSearchParams({ tenderNo })}`;

describe('the tenders desk', () => {
  signedInToTheDesk(resetStaffTendersMock);

  it('lists every tender, published or not, each opening its desk page; the home page links to it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff');
    await user.click(await within(await screen.findByRole('main')).findByRole('link', { name: 'Tenders' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Gypsum false ceiling, Nashik office', 'Open', 'Published', '2026-12-20', '0', '0'],
      ['Modular kitchen, staff quarters', 'Open', 'Not published', '2026-12-20', '0', '0'],
    ]);
    expect(screen.getByRole('link', { name: 'New tender' })).toHaveAttribute('href', '/staff/tenders/new');
    await user.click(screen.getByRole('link', { name: 'VI/TN/2026/102' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tenderNo=VI%2FTN%2F2026%2F102'));
    expect(await screen.findByRole('heading', { name: 'Modular kitchen, staff quarters' })).toBeInTheDocument();
  });

  it('says who may not see it: signed out (with the way in)', async () => {
    resetStaffMock();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/staff/tenders');
    expect(await screen.findByText(STAFF_MESSAGES.notSignedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/login');
    logged.mockRestore();
  });

  it('groups the form as the work goes, with the ERP fields folded away and labelled boxes in every group', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/tenders/new');
    await screen.findByLabelText('Tender number (TenderNo)');
    for (const legend of ['What', 'Where', 'When (India time)', 'Money', 'Bids']) expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'What' })).getByLabelText(/^Scope of work \(Description\)/).tagName).toBe('TEXTAREA');
    // One deadline, a date and a time; no box for its day.
    const deadline = screen.getByRole('group', { name: /^Bid deadline \(Bid_Deadline\)/ });
    expect(within(deadline).getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(within(deadline).getByLabelText('Time (India)')).toHaveAttribute('type', 'time');
    expect(screen.queryByLabelText(/Expiry_Date/)).not.toBeInTheDocument();
    // The ERP's bookkeeping is folded away behind a summary (a browser opens it with Enter or Space too; jsdom only by click).
    const more = screen.getByText('More (ERP fields)', { selector: 'summary' });
    expect(more.closest('details')).not.toHaveAttribute('open');
    await user.click(more);
    await waitFor(() => expect(more.closest('details')).toHaveAttribute('open'));
    expect(screen.getByLabelText('Customer id (CustomerID)')).toBeVisible();

    // With a sub-total the discount, tax and total are shown as the server will compute them, never typed.
    const money = within(screen.getByRole('group', { name: 'Money' }));
    expect(money.getByLabelText('Tender total (TenderTotalAmont)')).toHaveAttribute('type', 'number');
    await user.type(money.getByLabelText('Sub-total (SubCostTotalAmont)'), '1265000');
    await user.selectOptions(money.getByLabelText('Discount type (Discount_Type)'), 'Before Tax');
    await user.type(money.getByLabelText('Discount % (TotalDicountPer)'), '2');
    await user.type(money.getByLabelText('Tax % (TotalTaxPER)'), '18');
    expect(money.queryByLabelText('Tender total (TenderTotalAmont)')).not.toBeInTheDocument();
    const computed = within(money.getByRole('region', { name: 'Computed when saved' }));
    expect(computed.getByText('Tax amount (TotalTax)').nextSibling).toHaveTextContent('₹2,23,146.00');
    expect(computed.getByText('Tender total (TenderTotalAmont)').nextSibling).toHaveTextContent('₹14,62,846.00');
  });

  it('creates a tender with the import’s messages, refuses a number that exists, then opens the new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff/tenders/new');
    const number = await screen.findByLabelText('Tender number (TenderNo)');
    const deadline = () => within(screen.getByRole('group', { name: /^Bid deadline/ }));
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText('is required (it is the tender’s title)')).toBeInTheDocument();
    expect(screen.getByText('is required: the date and the time bids close (India time)')).toBeInTheDocument();
    expect(number).toHaveFocus();

    await user.type(number, NUMBER);
    await user.type(screen.getByLabelText('Published on (TenderDate)'), '2026-11-20');
    await user.type(deadline().getByLabelText('Date'), '2026-11-01');
    await user.type(screen.getByLabelText('Title (Reference)'), 'Aluminium partitions, site office');
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText('needs its time as well as its date (India time)')).toBeInTheDocument();
    await user.type(deadline().getByLabelText('Time (India)'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText('must not be before TenderDate')).toBeInTheDocument();

    await user.clear(deadline().getByLabelText('Date'));
    await user.type(deadline().getByLabelText('Date'), '2026-12-31');
    // The server refuses a number already taken (the mock keeps no such rule): its answer, for the first try only.
    let refused = false;
    server.use(
      mockEndpoint(createTenderEndpoint, () => {
        if (refused) return undefined;
        refused = true;
        return answer(createTenderEndpoint, { success: false, message: `Tender ${NUMBER} already exists; edit it instead.` }, 409);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText(`Tender ${NUMBER} already exists; edit it instead.`)).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, 'VI/TN/2026/150');
    await user.click(screen.getByLabelText('Publish on the board now (Published)'));
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.created('VI/TN/2026/150'))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tenderNo=VI%2FTN%2F2026%2F150');
    expect(await screen.findByRole('heading', { name: 'Aluminium partitions, site office' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('edits a tender; when a colleague saved first, says so and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/staff/tenders/edit?${new URLSearchParams({ tenderNo: NUMBER })}`);
    const title = await screen.findByLabelText('Title (Reference)');
    expect(title).toHaveValue('Gypsum false ceiling, Nashik office');
    expect(screen.getByLabelText('Tender total (TenderTotalAmont)')).toHaveValue(118000);
    await user.clear(title);
    await user.type(title, 'Gypsum ceiling, revised');
    // A colleague saved first: the server's answer to the stale version.
    server.use(
      mockEndpoint(editTenderEndpoint, () =>
        answer(editTenderEndpoint, { success: false, message: `Tender ${NUMBER} was changed by someone else since you opened it; reload it and make your change again.` }, 409),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save the tender' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.stale)).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Reference)')).toHaveValue('Gypsum ceiling, revised');
  });

  it('saves an edit and opens the tender with what was saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/staff/tenders/edit?${new URLSearchParams({ tenderNo: NUMBER })}`);
    const title = await screen.findByLabelText('Title (Reference)');
    await user.clear(title);
    await user.type(title, 'Gypsum ceiling, revised');
    await user.click(screen.getByRole('button', { name: 'Save the tender' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.saved(NUMBER))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gypsum ceiling, revised' })).toBeInTheDocument();
  });

  it('publishes and unpublishes, and awards only after asking; the question keeps focus and gives it back', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(deskOf(NUMBER));
    await user.click(await screen.findByRole('button', { name: 'Take off the board' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.unpublished(NUMBER))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish on the board' })).toBeInTheDocument();

    const award = screen.getByRole('button', { name: 'Award' });
    await user.click(award);
    const dialog = await screen.findByRole('dialog', { name: 'Award this tender?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Tab stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(award).toHaveFocus());
    expect(screen.getByText('Open')).toBeInTheDocument();

    await user.click(award);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Award' }));
    expect(await screen.findByText(`Tender ${NUMBER} is now awarded.`)).toBeInTheDocument();
    expect(await screen.findByText('Awarded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Award' })).not.toBeInTheDocument();
  });

  it('attaches a document and publishes a corrigendum that moves the deadline', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(deskOf(NUMBER));
    const attach = await screen.findByRole('form', { name: 'Attach a document' });
    await user.click(within(attach).getByRole('button', { name: 'Attach' }));
    expect(await within(attach).findByText(TENDER_DESK_MESSAGES.fileMissing)).toBeInTheDocument();
    await user.upload(within(attach).getByLabelText('File'), pdfFile('drawings.pdf'));
    await user.type(within(attach).getByLabelText('Title'), 'Ceiling drawings');
    await user.click(within(attach).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.attached(NUMBER))).toBeInTheDocument();
    expect(await screen.findByText(/Ceiling drawings \(PDF, 1 KB\)/)).toBeInTheDocument();

    const corrigendum = screen.getByRole('form', { name: 'Add a corrigendum' });
    const newDeadline = () => within(corrigendum).getByLabelText('New bid deadline, date and time (India time)');
    expect(newDeadline()).toHaveAttribute('type', 'datetime-local');
    expect(within(corrigendum).getByLabelText('New bid opening, date and time (India time)')).toHaveAttribute('type', 'datetime-local');
    await user.type(within(corrigendum).getByLabelText('What changes'), 'Bid deadline extended by a week.');
    await user.type(newDeadline(), '2026-01-01T15:00');
    // The server refuses a deadline before the tender was published: its answer, for the first try only.
    let refusedCorrigendum = false;
    server.use(
      mockEndpoint(addCorrigendumEndpoint, () => {
        if (refusedCorrigendum) return undefined;
        refusedCorrigendum = true;
        const message = 'is before the tender was published (2026-11-20)';
        return answer(addCorrigendumEndpoint, { success: false, message: `The new deadline 2026-01-01T15:00 ${message}.`, errors: { newDeadline: message } }, 400);
      }),
    );
    await user.click(within(corrigendum).getByRole('button', { name: 'Publish the corrigendum' }));
    expect(await within(corrigendum).findByText('is before the tender was published (2026-11-20)')).toBeInTheDocument();
    expect(within(corrigendum).getByLabelText('What changes')).toHaveValue('Bid deadline extended by a week.');

    await user.clear(newDeadline());
    await user.type(newDeadline(), '2026-12-27T15:00');
    await user.click(within(corrigendum).getByRole('button', { name: 'Publish the corrigendum' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.corrigendum(NUMBER))).toBeInTheDocument();
    expect(await screen.findByText('2026-11-25: Bid deadline extended by a week. (deadline now 2026-12-27)')).toBeInTheDocument();
    expect(within(corrigendum).getByLabelText('What changes')).toHaveValue('');
  });
});
