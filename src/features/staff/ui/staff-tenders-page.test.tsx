import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStaffMock } from '@mocks/handlers/staff';
import { DEMO_DESK_TENDER, overtakeStaffTender, resetStaffTendersMock } from '@mocks/handlers/staff-tenders';
import { TENDER_DESK_MESSAGES } from '@/entities/tender';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';

const NUMBER = DEMO_DESK_TENDER.TenderNo;
/** Node's File: the test environment sends with Node's fetch and FormData, which take only Node's own files. */
const pdfFile = (name: string) => new NodeFile(['%PDF-1.4 drawings'], name, { type: 'application/pdf' }) as unknown as File;
const deskOf = (tenderNo: string) => `/staff/tenders/tender?${new URLSearchParams({ tenderNo })}`;

describe('the tenders desk', () => {
  beforeEach(() => {
    resetStaffMock({ signedIn: true });
    resetStaffTendersMock();
  });

  it('lists every tender, published or not, each opening its desk page; the home page links to it', async () => {
    const user = userEvent.setup();
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

  it('creates a tender with the import’s messages, refuses a number that exists, then opens the new one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/staff/tenders/new');
    const number = await screen.findByLabelText('Tender number (TenderNo)');
    expect(screen.getByLabelText('Bid deadline (Expiry_Date)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tender total (TenderTotalAmont)')).toHaveAttribute('type', 'number');
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText('is required (it is the tender’s title)')).toBeInTheDocument();
    expect(number).toHaveFocus();

    await user.type(number, NUMBER);
    await user.type(screen.getByLabelText('Published on (TenderDate)'), '2026-11-20');
    await user.type(screen.getByLabelText('Bid deadline (Expiry_Date)'), '2026-11-01');
    await user.type(screen.getByLabelText('Title (Reference)'), 'Aluminium partitions, site office');
    await user.click(screen.getByRole('button', { name: 'Create the tender' }));
    expect(await screen.findByText('must not be before TenderDate')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Bid deadline (Expiry_Date)'));
    await user.type(screen.getByLabelText('Bid deadline (Expiry_Date)'), '2026-12-31');
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
    const user = userEvent.setup();
    renderApp(`/staff/tenders/edit?${new URLSearchParams({ tenderNo: NUMBER })}`);
    const title = await screen.findByLabelText('Title (Reference)');
    expect(title).toHaveValue('Gypsum false ceiling, Nashik office');
    expect(screen.getByLabelText('Tender total (TenderTotalAmont)')).toHaveValue(118000);
    await user.clear(title);
    await user.type(title, 'Gypsum ceiling, revised');
    overtakeStaffTender(NUMBER, { Bank: 'HDFC' });
    await user.click(screen.getByRole('button', { name: 'Save the tender' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.stale)).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Reference)')).toHaveValue('Gypsum ceiling, revised');
  });

  it('saves an edit and opens the tender with what was saved', async () => {
    const user = userEvent.setup();
    renderApp(`/staff/tenders/edit?${new URLSearchParams({ tenderNo: NUMBER })}`);
    const title = await screen.findByLabelText('Title (Reference)');
    await user.clear(title);
    await user.type(title, 'Gypsum ceiling, revised');
    await user.click(screen.getByRole('button', { name: 'Save the tender' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.saved(NUMBER))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gypsum ceiling, revised' })).toBeInTheDocument();
  });

  it('publishes and unpublishes, and awards only after asking; the question keeps focus and gives it back', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    await user.type(within(corrigendum).getByLabelText('What changes'), 'Bid deadline extended by a week.');
    await user.type(within(corrigendum).getByLabelText('New bid deadline'), '2026-01-01');
    await user.click(within(corrigendum).getByRole('button', { name: 'Publish the corrigendum' }));
    expect(await within(corrigendum).findByText('is before the tender was published (2026-11-20)')).toBeInTheDocument();
    expect(within(corrigendum).getByLabelText('What changes')).toHaveValue('Bid deadline extended by a week.');

    await user.clear(within(corrigendum).getByLabelText('New bid deadline'));
    await user.type(within(corrigendum).getByLabelText('New bid deadline'), '2026-12-27');
    await user.click(within(corrigendum).getByRole('button', { name: 'Publish the corrigendum' }));
    expect(await screen.findByText(TENDER_DESK_MESSAGES.corrigendum(NUMBER))).toBeInTheDocument();
    expect(await screen.findByText('2026-11-25: Bid deadline extended by a week. (deadline now 2026-12-27)')).toBeInTheDocument();
    expect(within(corrigendum).getByLabelText('What changes')).toHaveValue('');
  });
});
