import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { resetStaffMock } from '@mocks/handlers/staff';
import { resetStaffAdminMock } from '@mocks/handlers/staff-admin';
import { addStaffMemberEndpoint, changeStaffRoleEndpoint, STAFF_MEMBER_MESSAGES } from '@/entities/staff-member';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';
import { signedInToTheDesk } from '../../../../test/fixtures/staff-desk';

const memberItem = async (name: string) => (await screen.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement;

describe('StaffTeamPage', () => {
  signedInToTheDesk(resetStaffAdminMock);

  it('lists the members with role, status and last sign-in', async () => {
    renderApp('/staff/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const asha = await memberItem('Asha Deshmukh');
    expect(asha).toHaveTextContent('asha@example.in');
    expect(asha).toHaveTextContent('Sales: works the leads');
    expect(asha).toHaveTextContent('last sign-in: never');
    expect(within(asha).getByText('active')).toBeInTheDocument();
  });

  it('adds a member and shows the set-up link once, to copy', async () => {
    renderApp('/staff/team');
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Add a staff member' });
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await within(form).findByText(STAFF_MEMBER_MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^E-mail/), 'Ravi@Example.in');
    await user.type(within(form).getByLabelText(/^Name/), 'Ravi Kulkarni');
    await user.selectOptions(within(form).getByLabelText(/^Role/), 'tenders');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));

    const link = await screen.findByLabelText('One-time set-up link (shown only now)');
    expect((link as HTMLInputElement).value).toMatch(/\/staff\/setup\?token=mock-/);
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByText(/ravi@example.in is added/)).toBeInTheDocument();
    expect(await memberItem('Ravi Kulkarni')).toHaveTextContent('not set up');
    // The form is empty for the next member.
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('One-time set-up link (shown only now)')).not.toBeInTheDocument();
  });

  it('says so when the e-mail is taken, keeping what was typed', async () => {
    server.use(mockEndpoint(addStaffMemberEndpoint, () => answer(addStaffMemberEndpoint, { success: false, message: 'asha@example.in is already a staff member.' }, 409)));
    renderApp('/staff/team');
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Add a staff member' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'asha@example.in');
    await user.type(within(form).getByLabelText(/^Name/), 'Asha again');
    await user.selectOptions(within(form).getByLabelText(/^Role/), 'sales');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('asha@example.in is already a staff member.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Asha again');
  });

  it('asks before disabling, keeps Tab inside the dialog, and returns focus to the button on Escape', async () => {
    renderApp('/staff/team');
    const user = userEvent.setup({ delay: null });
    const asha = await memberItem('Asha Deshmukh');
    const disable = within(asha).getByRole('button', { name: 'Disable' });
    await user.click(disable);
    const dialog = await screen.findByRole('dialog', { name: 'Disable Asha Deshmukh?' });
    expect(dialog).toHaveTextContent('asha@example.in is signed out everywhere');
    // Focus moves into the dialog, on Cancel (a stray Enter changes nothing), and Tab and Shift+Tab cycle
    // through its controls without leaving it.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const focused = () => (document.activeElement as HTMLElement).getAttribute('aria-label') ?? document.activeElement?.textContent;
    const names = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      names.push(focused());
    }
    expect(names).toEqual(['Disable', 'Close', 'Cancel', 'Disable']);
    await user.tab({ shift: true });
    expect(focused()).toBe('Cancel');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(disable).toHaveFocus());
    expect(within(asha).getByText('active')).toBeInTheDocument();
  });

  it('disables, resets (showing the new link) and changes a role after confirming each', async () => {
    renderApp('/staff/team');
    const user = userEvent.setup({ delay: null });
    let asha = await memberItem('Asha Deshmukh');
    await user.click(within(asha).getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('asha@example.in is disabled.')).toBeInTheDocument();
    await waitFor(async () => expect(within(await memberItem('Asha Deshmukh')).getByText('disabled')).toBeInTheDocument());

    asha = await memberItem('Asha Deshmukh');
    await user.click(within(asha).getByRole('button', { name: 'Reset sign-in' }));
    await user.click(within(await screen.findByRole('dialog', { name: "Reset Asha Deshmukh's sign-in?" })).getByRole('button', { name: 'Reset' }));
    expect(((await screen.findByLabelText('One-time set-up link (shown only now)')) as HTMLInputElement).value).toMatch(/token=mock-/);

    asha = await memberItem('Asha Deshmukh');
    await user.selectOptions(within(asha).getByLabelText('Role of Asha Deshmukh'), 'tenders');
    await user.click(within(asha).getByRole('button', { name: 'Change role' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Asha Deshmukh tenders?' })).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('asha@example.in is now tenders.')).toBeInTheDocument();
    await waitFor(async () => expect(await memberItem('Asha Deshmukh')).toHaveTextContent('Tenders: manages the tenders'));
  });

  it('shows the refusal when the last active admin would be demoted', async () => {
    server.use(mockEndpoint(changeStaffRoleEndpoint, () => answer(changeStaffRoleEndpoint, { success: false, message: STAFF_MEMBER_MESSAGES.lastAdmin }, 409)));
    renderApp('/staff/team');
    const user = userEvent.setup({ delay: null });
    const admin = await memberItem('Office Admin');
    await user.selectOptions(within(admin).getByLabelText('Role of Office Admin'), 'sales');
    await user.click(within(admin).getByRole('button', { name: 'Change role' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(STAFF_MEMBER_MESSAGES.lastAdmin)).toBeInTheDocument();
  });

  it('tells a tenders member the team is not for their role', async () => {
    resetStaffMock({ signedIn: true, role: 'tenders' });
    renderApp('/staff/team');
    expect(await screen.findByText(STAFF_MESSAGES.wrongRole)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a staff member' })).not.toBeInTheDocument();
  });
});
