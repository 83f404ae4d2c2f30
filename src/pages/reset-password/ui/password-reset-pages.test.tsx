import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsMockState, DEMO_VENDOR, MOCK_RESET_TOKEN, resetAccountsMock } from '@mocks/handlers/accounts';
import { COMPANY } from '@/shared/config/company';
import { ACCOUNT_MESSAGES, RESET_MESSAGES } from '@/shared/contracts/accounts';
import { renderApp } from '../../../../test/utils/render';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

describe('Forgot password and the reset link', () => {
  beforeEach(() => resetAccountsMock());

  it('says a link is e-mailed (not that the office resets it), sends it with the same answer for any address, and names the office as the way back', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender/login/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/we will e-mail you a link to set a new password\. The link works once, for one hour\./)).toBeInTheDocument();
    expect(screen.queryByText(/reset by our office/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No e-mail, or no longer using that address?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: COMPANY.email })[0]).toHaveAttribute('href', expect.stringContaining('password%20reset'));

    const form = within(screen.getByRole('form', { name: 'Get a reset link' }));
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    expect(form.getByText(ACCOUNT_MESSAGES.emailInvalid.trim())).toBeInTheDocument();
    expect(form.getByLabelText('E-mail')).toHaveFocus();

    await user.type(form.getByLabelText('E-mail'), 'nobody@example.in');
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.sent);
    expect(accountsMockState().resetRequests).toEqual(['nobody@example.in']);
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toBeInTheDocument();
  });

  it('sets a new password from the link, checked as sign-up checks it, then asks to log in', async () => {
    accountsMockState().resetTokens.set(MOCK_RESET_TOKEN, DEMO_VENDOR.email);
    const user = userEvent.setup({ delay: null });
    renderApp(`/tender/login/reset-password?token=${MOCK_RESET_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New#Password1');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'New#Password2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.confirmMismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'New#Password1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(RESET_MESSAGES.done);
    expect(within(done).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/tender/login');
    expect(accountsMockState().accounts.get(DEMO_VENDOR.email)?.password).toBe('New#Password1');
  });

  it('says a used or unknown link is no good, with the way to a new one, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender/login/reset-password?token=used-token');
    await user.type(await screen.findByLabelText('New password'), 'New#Password1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'New#Password1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(RESET_MESSAGES.invalidLink);
    expect(within(refused).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/tender/login/forgot-password');
    expect(screen.getByLabelText('New password')).toHaveValue('New#Password1');
  });

  it('offers no form to an address without a token', async () => {
    renderApp('/tender/login/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_MESSAGES.invalidLink);
    expect(screen.getByLabelText('New password')).toBeDisabled();
  });
});
