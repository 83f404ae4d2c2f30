import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_STAFF, resetStaffMock } from '@mocks/handlers/staff';
import { API_URL } from '@/shared/config/env';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { renderApp, renderWithProviders, serverHtml } from '../../../../test/utils/render';
import { StaffLoginPage } from './staff-login-page';

async function passwordStep(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  // The e-mail is kept after a failure: typed only when the box is empty.
  const box = await screen.findByLabelText('E-mail');
  if (!(box as HTMLInputElement).value) await user.type(box, email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

async function codeStep(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('6-digit code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('StaffLoginPage', () => {
  beforeEach(() => resetStaffMock());

  it('asks for the e-mail and password with the tokens password managers fill, then the code', async () => {
    renderApp('/staff/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Staff sign-in \|/);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await passwordStep(DEMO_STAFF.member.email, DEMO_STAFF.password);
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('keeps the e-mail a member typed before the page hydrated, and goes on to the code', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml(<StaffLoginPage />, { route: '/staff/login' });
    // Typed while the page's scripts were still on their way: React is not listening yet.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = DEMO_STAFF.member.email;

    renderWithProviders(<StaffLoginPage />, { route: '/staff/login', container, hydrate: true });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Password'), DEMO_STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
  });

  it('signs in and shows who is signed in, their role, and signs out', async () => {
    const { router } = renderApp('/staff/login');
    const user = await passwordStep(DEMO_STAFF.member.email, DEMO_STAFF.password);
    await codeStep(user, '246 810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByText(DEMO_STAFF.member.name)).toBeInTheDocument();
    expect(screen.getByText(/works the leads and the tenders, and manages staff/)).toBeInTheDocument();
    // An admin is shown every area of the desk, in the page and in the desk's header.
    expect(screen.getByRole('main')).toHaveTextContent(/Audit: Who changed what/);
    expect(within(screen.getByRole('navigation', { name: 'Staff desk' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Leads', 'Bookings', 'Availability', 'Tenders', 'Audit', 'Team']);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'));
  });

  it('gives the one answer for a wrong password and goes back to the password step, keeping the e-mail', async () => {
    renderApp('/staff/login');
    // The password step always goes on to the code: it does not tell whether the password was right.
    const user = await passwordStep(DEMO_STAFF.member.email, 'not the password at all');
    await codeStep(user, DEMO_STAFF.code);
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.signInFailed);
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO_STAFF.member.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says the account is locked after five failures, until the member starts again', async () => {
    renderApp('/staff/login');
    let user = userEvent.setup({ delay: null });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      user = await passwordStep(DEMO_STAFF.member.email, 'wrong password here');
      await codeStep(user, '000000');
      if (attempt < 5) expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.signInFailed);
    }
    expect(await screen.findByText(STAFF_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('names the invalid field before sending anything', async () => {
    const sent = jest.fn();
    server.use(
      http.post(`${API_URL}/api/staff/login`, () => {
        sent();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderApp('/staff/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(STAFF_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps the code step when the network fails, so the code can be sent again', async () => {
    renderApp('/staff/login');
    const user = await passwordStep(DEMO_STAFF.member.email, DEMO_STAFF.password);
    server.use(http.post(`${API_URL}/api/staff/login/code`, () => HttpResponse.error(), { once: true }));
    await codeStep(user, DEMO_STAFF.code);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    expect(screen.getByLabelText('6-digit code')).toHaveValue(DEMO_STAFF.code);
  });
});

describe('StaffHomePage', () => {
  beforeEach(() => resetStaffMock());

  it('says plainly when nobody is signed in, with the way to sign in', async () => {
    renderApp('/staff');
    expect(await screen.findByText(STAFF_MESSAGES.notSignedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/login');
  });
});
