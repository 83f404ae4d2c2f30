import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { ENQUIRY_MESSAGES } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { renderWithProviders } from '../../../../test/utils/render';
import { EnquirySection } from './enquiry-section';
import { sendEmpty, sendFilledIn } from '../../../../test/fixtures/send-filled-in';

const ENDPOINT = `${API_URL}/enquiryform/submitForm`;

function fields() {
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText('Contact Number'),
    address: screen.getByLabelText('Address'),
    message: screen.getByLabelText('Message'),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, phone, address, message } = fields();
  await user.type(name, 'Asha Patil');
  await user.type(email, 'asha@example.in');
  await user.type(phone, '9876543210');
  await user.type(address, 'Gangapur Road, Nashik');
  await user.type(message, 'Modular kitchen for a 2BHK');
}

/** Records the bodies the enquiry endpoint receives, answering with the real handler's logic. */
function recordRequests(respond?: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push(await request.clone().json());
      if (respond) return respond();
      return HttpResponse.json({ success: true, message: 'Your form has been submitted successfully!' });
    }),
  );
  return bodies;
}

describe('EnquirySection', () => {
  it('has the section heading and a labelled control for every field', () => {
    renderWithProviders(<EnquirySection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Enquiry Form' })).toBeInTheDocument();
    expect(document.getElementById('enquiry')).not.toBeNull();
    const { name, email, phone, address, message } = fields();
    for (const control of [name, email, phone, address, message]) expect(control).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the spec messages beside the empty required fields and focuses the first', async () => {
    const bodies = recordRequests();
    const user = await sendEmpty(<EnquirySection />);

    const { name, email, phone, address } = fields();
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(phone).toHaveAccessibleDescription('Contact Number is required.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.type(name, 'Asha');
    expect(name).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(email).toHaveFocus();
  });

  it('refuses an e-mail and a phone the company could not reach, with clear messages, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = recordRequests();
    renderWithProviders(<EnquirySection />);
    const { name, email, phone } = fields();
    await user.type(name, 'Ravi');
    await user.type(email, 'ravi');
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(email).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailShape);
    expect(phone).toHaveAccessibleDescription(ENQUIRY_MESSAGES.phoneShape);
    expect(email).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'ravi@example.in');
    await user.clear(phone);
    await user.type(phone, '+91 98230 45671');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Your form has been submitted successfully!' });
    expect(bodies).toEqual([expect.objectContaining({ email: 'ravi@example.in', phone: '+91 98230 45671' })]);
  });

  it('shows a server-side message for a field once, beside that field', async () => {
    recordRequests(() =>
      HttpResponse.json(
        { success: false, message: ENQUIRY_MESSAGES.phoneShape, errors: { phone: ENQUIRY_MESSAGES.phoneShape } },
        { status: 400 },
      ),
    );
    await sendFilledIn(<EnquirySection />, fillIn);
    const { phone } = fields();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(ENQUIRY_MESSAGES.phoneShape));
    expect(screen.getAllByText(ENQUIRY_MESSAGES.phoneShape)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phone).toHaveFocus();
  });

  it('sends the values, shows the success popup and clears the form', async () => {
    const bodies = recordRequests();
    const user = await sendFilledIn(<EnquirySection />, fillIn);

    const dialog = await screen.findByRole('dialog', { name: 'Your form has been submitted successfully!' });
    expect(bodies).toEqual([
      { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Gangapur Road, Nashik', message: 'Modular kitchen for a 2BHK' },
    ]);
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends once on a double click and disables the button while sending', async () => {
    const user = userEvent.setup({ delay: null });
    // The answer is held until the test lets it go, so "while sending" does not depend on timing.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const bodies = recordRequests(async () => {
      await held;
      return HttpResponse.json({ success: true, message: 'ok' });
    });
    renderWithProviders(<EnquirySection />);
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer();
    await screen.findByRole('dialog');
    expect(bodies).toHaveLength(1);
  });

  it('sends once when the form is submitted twice before it re-renders (Enter pressed twice)', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = recordRequests();
    renderWithProviders(<EnquirySection />);
    await fillIn(user);
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('dialog');
    expect(bodies).toHaveLength(1);
  });

  it('keeps every value and says it could not send, with the phone number, when the network fails', async () => {
    recordRequests(() => HttpResponse.error());
    await sendFilledIn(<EnquirySection />, fillIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILURE_MESSAGE);
    expect(fields().name).toHaveValue('Asha Patil');
    expect(fields().message).toHaveValue('Modular kitchen for a 2BHK');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows the server's message for a 5xx with a message, and for success: false", async () => {
    recordRequests(() => HttpResponse.json({ success: false, message: 'Something went wrong on our side. Please try again later.' }, { status: 500 }));
    const user = await sendFilledIn(<EnquirySection />, fillIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again later.');

    recordRequests(() => HttpResponse.json({ success: false, message: 'Enquiries are paused for Diwali.' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enquiries are paused for Diwali.'));
    expect(fields().email).toHaveValue('asha@example.in');
  });

  it("shows the server's field errors beside the fields", async () => {
    recordRequests(() =>
      HttpResponse.json({ success: false, message: 'Please correct the highlighted fields and try again.', errors: { phone: 'Contact Number is required.' } }, { status: 400 }),
    );
    await sendFilledIn(<EnquirySection />, fillIn);
    await waitFor(() => expect(fields().phone).toHaveAccessibleDescription('Contact Number is required.'));
    expect(fields().phone).toHaveFocus();
  });

  it('lets the visitor dismiss the failure message', async () => {
    recordRequests(() => HttpResponse.error());
    const user = await sendFilledIn(<EnquirySection />, fillIn);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fields().name).toHaveValue('Asha Patil');
  });

  it('pre-fills the message from ?enquiryMessage= and puts the cursor in Name', () => {
    const text = 'Estimate request: 3 BHK, 1,050 sq ft\nEstimated cost: ₹16.3–17.3 lakh';
    renderWithProviders(<EnquirySection />, { route: `/?enquiryMessage=${encodeURIComponent(text)}#enquiry` });
    expect(fields().message).toHaveValue(text);
    expect(fields().name).toHaveFocus();
  });

  it('is answered by the shared msw handler with the contract’s success', async () => {
    await sendFilledIn(<EnquirySection />, fillIn);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
