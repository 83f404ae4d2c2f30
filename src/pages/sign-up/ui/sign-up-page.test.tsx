import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VENDOR, accountsMockState, resetAccountsMock } from '@mocks/handlers/accounts';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import { renderApp } from '../../../../test/utils/render';


async function fill(values: Record<string, string>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const asha = {
  First_Name: 'Asha',
  Last_Name: 'Deshmukh',
  'E-mail': 'asha@example.in',
  Password: 'Tender#2026',
  Confirm_Password: 'Tender#2026',
};

describe('SignUpPage', () => {
  beforeEach(() => resetAccountsMock());

  it('has the spec’s heading, fields, button and link', async () => {
    renderApp('/tender/login/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    for (const label of ['First_Name', 'Last_Name', 'E-mail', 'Password', 'Confirm_Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allready have an account ? Log In' })).toHaveAttribute('href', '/tender/login');
  });

  it('shows every error before sending, and sends nothing', async () => {
    renderApp('/tender/login/signup');
    const user = await fill({ First_Name: '   ', 'E-mail': 'asha@example', Password: 'short', Confirm_Password: 'other' });
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    // docs/spec-fields.md §5 verbatim, leading space included.
    const emailErrorId = screen.getByLabelText('E-mail').getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(emailErrorId)?.textContent).toBe(' Email is required');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('First_Name')).toHaveFocus();
    expect(screen.getByLabelText('First_Name')).toHaveAttribute('aria-invalid', 'true');
    expect(accountsMockState().accounts.size).toBe(1);
  });

  it("clears the form and opens 'Sign In  successfully!' on success; Close hides it", async () => {
    renderApp('/tender/login/signup');
    const user = await fill(asha);
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Sign In  successfully!');
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(accountsMockState().accounts.get('asha@example.in')).toMatchObject({ firstname: 'Asha', lastname: 'Deshmukh' });
    for (const label of Object.keys(asha)) expect(screen.getByLabelText(label, { selector: 'input' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers an e-mail that already has an account exactly as a new one (the owner is told by e-mail), and leaves that account as it was', async () => {
    const before = accountsMockState().accounts.get(DEMO_VENDOR.email);
    renderApp('/tender/login/signup');
    const user = await fill({ ...asha, 'E-mail': DEMO_VENDOR.email });
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Sign In  successfully!');
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.signUpSuccess)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.duplicateEmail)).not.toBeInTheDocument();
    expect(accountsMockState().accounts.get(DEMO_VENDOR.email)).toEqual(before);
  });

  it("goes back one page with 'Allready have an account ? Log In'", async () => {
    const { router } = renderApp('/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: "Don't have an account?Sign up" }));
    await user.click(await screen.findByRole('link', { name: 'Allready have an account ? Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tender/login'));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?tenderNo=VI%2FTN%2F2026%2F015');
  });
});
