import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_STAFF, resetStaffMock } from '@mocks/handlers/staff';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp } from '../../../../test/utils/render';

const route = `/staff/setup?token=${DEMO_STAFF.setupToken}`;

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, code: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), password);
  await user.type(screen.getByLabelText('6-digit code from the app'), code);
  await user.click(screen.getByRole('button', { name: 'Set up' }));
}

describe('StaffSetupPage', () => {
  beforeEach(() => resetStaffMock());

  it('shows who the link is for, the QR code and the key as text, with the tokens password managers use', async () => {
    renderApp(route);
    expect(await screen.findByText(DEMO_STAFF.member.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO_STAFF.member.email);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password again')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('6-digit code from the app')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('refuses a short password and a mismatch in the browser, a common one from the server, then sets up', async () => {
    renderApp(route);
    const user = userEvent.setup({ delay: null });
    await screen.findByText(DEMO_STAFF.member.name);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.confirmMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await fill(user, 'qwertyuiop123', DEMO_STAFF.code);
    expect(await screen.findByText(STAFF_MESSAGES.passwordCommon)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await user.clear(screen.getByLabelText('6-digit code from the app'));
    await fill(user, 'marble inlay 1994 nashik', DEMO_STAFF.code);
    expect(await screen.findByText(STAFF_MESSAGES.setupDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/login');
  });

  it('says when the link has expired or been used', async () => {
    // A failed read is logged as every read is (docs/spec-fields.md §8); the screen says what happened.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/staff/setup?token=used-or-unknown');
    expect(await screen.findByText(STAFF_MESSAGES.setupInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error fetching getStaffSetup');
    logged.mockRestore();
  });

  it('says a link without its token is incomplete', async () => {
    renderApp('/staff/setup');
    expect(await screen.findByText(STAFF_MESSAGES.tokenMissing)).toBeInTheDocument();
  });
});
