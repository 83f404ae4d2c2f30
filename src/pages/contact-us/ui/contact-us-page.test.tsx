import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { COMPANY } from '@/shared/config/company';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import contact from '@content/contact.json';
import { renderWithProviders } from '../../../../test/utils/render';
import { ContactUsPage } from './contact-us-page';
import { sendEmpty, sendFilledIn } from '../../../../test/fixtures/send-filled-in';

const fields = () => ({
  name: screen.getByLabelText('Name'),
  email: screen.getByLabelText('Email'),
  phone: screen.getByLabelText('Phone'),
  message: screen.getByLabelText('Message'),
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, phone, message } = fields();
  await user.type(name, 'Rohan Kulkarni');
  await user.type(email, 'rohan@example.in');
  await user.type(phone, '9822012345');
  await user.type(message, 'Please call after 6 pm.');
}

describe('ContactUsPage', () => {
  it('shows the title, header image, offices and the map', async () => {
    renderWithProviders(<ContactUsPage />, { route: '/contactus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Contact Us/));
    // The form hydrates from its own chunk, a moment after the page.
    expect(await screen.findByRole('heading', { level: 2, name: 'Send Us A Message' })).toBeInTheDocument();

    const offices = await screen.findByRole('region', { name: 'Corporate Address' });
    for (const office of contact.offices) {
      expect(within(offices).getByRole('heading', { level: 3, name: office.Header })).toBeInTheDocument();
      expect(within(offices).getAllByText(office.Address).length).toBeGreaterThan(0);
    }
    expect(within(offices).getAllByRole('link', { name: contact.offices[0].Email })[0]).toHaveAttribute('href', `mailto:${contact.offices[0].Email}`);
    expect(within(offices).getAllByRole('link', { name: contact.offices[0].Contact })[0]).toHaveAttribute('href', 'tel:+919823045671');

    const map = screen.getByTitle(COMPANY.map.title);
    expect(map).toHaveAttribute('src', COMPANY.map.embedUrl);
    expect(map).toHaveAttribute('width', '350');
    expect(map).toHaveAttribute('height', '300');
    await waitFor(() => expect(document.querySelector('.page-banner__media')).toHaveAttribute('src', `${API_URL}${contact.headerImages[0].Image}`));
  });

  it('shows the spec messages for an empty form, focusing Name', async () => {
    await sendEmpty(<ContactUsPage />);
    const { name, email, phone, message } = fields();
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(phone).toHaveAccessibleDescription('Phone number is required 10 digits, e.g. 9823045671');
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
  });

  it('refuses an invalid e-mail and a phone that is not ten digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactUsPage />);
    await user.type(fields().name, 'Rohan');
    await user.type(fields().email, 'rohan@');
    await user.type(fields().phone, '98220');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fields().email).toHaveAccessibleDescription('Email is required');
    expect(fields().email).toHaveFocus();
    expect(fields().phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message, shows the popup and clears the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_URL}/contactus/submitForm`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const user = await sendFilledIn(<ContactUsPage />, fillIn);
    const dialog = await screen.findByRole('dialog', { name: 'Your form has been submitted successfully!' });
    expect(bodies).toEqual([{ name: 'Rohan Kulkarni', email: 'rohan@example.in', phone: '9822012345', message: 'Please call after 6 pm.' }]);
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the values and explains when the server cannot be reached', async () => {
    server.use(http.post(`${API_URL}/contactus/submitForm`, () => HttpResponse.error()));
    await sendFilledIn(<ContactUsPage />, fillIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILURE_MESSAGE);
    expect(fields().name).toHaveValue('Rohan Kulkarni');
    expect(fields().phone).toHaveValue('9822012345');
  });

  it("shows the server's message for a 429", async () => {
    server.use(
      http.post(`${API_URL}/contactus/submitForm`, () =>
        HttpResponse.json({ success: false, message: 'Too many requests. Please wait 42 seconds and try again.' }, { status: 429 }),
      ),
    );
    await sendFilledIn(<ContactUsPage />, fillIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 42 seconds and try again.');
  });

  it('hides the offices when their read fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API_URL}/api/all_contactus_data`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<ContactUsPage />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching contact data'));
    expect(screen.queryByRole('region', { name: 'Corporate Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    error.mockRestore();
  });
});
