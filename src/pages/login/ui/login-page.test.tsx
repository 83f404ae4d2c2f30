import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { API_URL } from '@/shared/config/env';
import { renderApp } from '../../../../test/utils/render';


const route = '/tender/login?tenderNo=VI%2FTN%2F2026%2F015';

async function logIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => resetAccountsMock());

  it('has the spec’s heading, fields, links and button', async () => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Log In \|/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/tender/login/forgot-password?tenderNo=VI%2FTN%2F2026%2F015',
    );
    expect(screen.getByRole('link', { name: "Don't have an account?Sign up" })).toHaveAttribute(
      'href',
      '/tender/login/signup?tenderNo=VI%2FTN%2F2026%2F015',
    );
  });

  it("shows 'Invalid email or password. ' in red above the form for a wrong password, then logs in", async () => {
    const { router } = renderApp(route);
    const user = await logIn(DEMO_VENDOR.email, 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password. ');
    expect(alert).toHaveClass('alert-danger');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tender/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_VENDOR.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userinfo'));
    expect(router.state.location.search).toBe('?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('shows the vendor in the header once logged in', async () => {
    renderApp(route);
    await logIn(DEMO_VENDOR.email, DEMO_VENDOR.password);
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByText(`${DEMO_VENDOR.firstname} ${DEMO_VENDOR.lastname}`)).toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    server.use(http.post(`${API_URL}/api/login`, () => HttpResponse.error()));
    renderApp(route);
    await logIn(DEMO_VENDOR.email, DEMO_VENDOR.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  });

  it('names the missing fields instead of sending an empty form', async () => {
    let sent = false;
    server.use(
      http.post(`${API_URL}/api/login`, () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(route);
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sent).toBe(false);
  });
});
