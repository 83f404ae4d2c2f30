import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStaffMock } from '@mocks/handlers/staff';
import { AUDIT_DEMO_ENTRIES, resetStaffAdminMock } from '@mocks/handlers/staff-admin';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

const entries = () => within(screen.getByRole('list', { name: 'Audit entries, newest first' })).queryAllByRole('listitem').filter((item) => item.classList.contains('audit-entry'));

describe('StaffAuditPage', () => {
  signedInToTheDesk(resetStaffAdminMock);

  it('shows the newest entries with who, when, what and whether they verify, and loads more', async () => {
    renderApp('/staff/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('The log verifies.')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveLength(50));
    const newest = entries()[0];
    expect(newest).toHaveTextContent('lead.change');
    expect(newest).toHaveTextContent(`lead:enquiry:${AUDIT_DEMO_ENTRIES - 1}`);
    expect(newest).toHaveTextContent('cli:office');
    expect(newest).toHaveTextContent('status');
    expect(newest).toHaveTextContent('new → contacted');
    expect(within(newest).getByText('verified')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(AUDIT_DEMO_ENTRIES));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters through the address and points the export at the same filter', async () => {
    const { router } = renderApp('/staff/audit');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Action'), 'tender.');
    await user.type(screen.getByLabelText('Subject starts with'), 'tender:T-4');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=tender.&subject=tender%3AT-4'));
    await waitFor(() => expect(entries().map((item) => within(item).getByText(/^tender:/).textContent)).toEqual(['tender:T-48', 'tender:T-46', 'tender:T-44', 'tender:T-42', 'tender:T-40', 'tender:T-4']));
    expect(screen.getByRole('link', { name: 'Export these entries (CSV)' })).toHaveAttribute('href', expect.stringMatching(/\/backend\/api\/staff\/audit\.csv\?action=tender\.&subject=tender%3AT-4$/));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('suggests everyone the log names in its "Who" field, which still takes any text', async () => {
    renderApp('/staff/audit');
    const who = await screen.findByLabelText('Who');
    expect(who).toHaveAttribute('list', 'audit-actors');
    // A datalist is the browser's own suggestion list, outside the accessibility tree: read by its id.
    const suggested = () => Array.from(document.querySelectorAll('#audit-actors option'), (option) => option.getAttribute('value'));
    await waitFor(() => expect(suggested()).toEqual(['office']));
  });

  it('says plainly where the chain breaks and marks the entries from there on', async () => {
    resetStaffAdminMock({ broken: 55 });
    renderApp('/staff/audit');
    const status = await screen.findByText('The log does not verify.');
    expect(status.closest('[role="status"]')).toHaveTextContent(/breaks at entry 55 .*the row was edited.*The 54 entries before it hold/);
    await waitFor(() => expect(entries()).toHaveLength(50));
    // Entries 60 to 55 are the first six shown.
    expect(entries().map((item) => within(item).getByText(/verified$/).textContent).slice(0, 7)).toEqual([...Array(6).fill('not verified'), 'verified']);
  });

  it('tells a sales member the log is not for their role', async () => {
    resetStaffMock({ signedIn: true, role: 'sales' });
    renderApp('/staff/audit');
    expect((await screen.findAllByText(STAFF_MESSAGES.wrongRole)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
