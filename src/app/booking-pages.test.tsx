import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { seedMockBooking } from '@mocks/handlers/bookings';
import { API_URL } from '@/shared/config/env';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { bookEndpoint, manageBookingRead, istInstant, BOOKING_MESSAGES, BOOKING_ANSWERS, LINK_MESSAGES, SLOT_MESSAGES, FLOW_COPY, MANAGE_COPY } from '@/entities/booking';
import { useFreshBookingFlow } from '../../test/fixtures/booking-flow';
import { renderApp } from '../../test/utils/render';
import { ConsultationPage } from '@/pages/consultation';
import { ManageBookingPage } from '@/pages/manage-booking';

// Wednesday 25 November 2026, 09:00 IST.
const NOW = new Date('2026-11-25T03:30:00Z');

/** The two screens of a booking, the visitor's and the e-mail link's, alone (no shell), each with a fresh store. */
const renderAt = (route: string) =>
  renderApp(route, {
    routes: [
      { path: '/consultation', element: <ConsultationPage /> },
      { path: '/consultation/manage/:token', element: <ManageBookingPage /> },
    ],
  });

async function chooseNashikThursday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Nashik office/ }));
  await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
  await user.click(await screen.findByRole('radio', { name: 'Thursday 26 November' }));
  await user.click(await screen.findByRole('radio', { name: '10:45 am' }));
  await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
}

async function describeHome(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(FLOW_COPY.homeType), 'Apartment / flat');
  await user.selectOptions(screen.getByLabelText(FLOW_COPY.bhk), '2 BHK');
  await user.type(screen.getByLabelText(FLOW_COPY.area), '950');
  await user.selectOptions(screen.getByLabelText(FLOW_COPY.budget), '₹5–10 lakh');
  await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
  await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
}

async function giveDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(FLOW_COPY.name), 'Sunita Jadhav');
  await user.type(screen.getByLabelText(FLOW_COPY.phone), '9822012345');
  await user.type(screen.getByLabelText(FLOW_COPY.email), 'sunita@example.in');
}

describe('the consultation booking page', () => {
  useFreshBookingFlow(NOW);

  it('books a slot step by step, shown in IST, and ends with the manage link; each step refuses what it cannot take', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: FormData[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith(bookEndpoint.path)) void request.clone().formData().then((body) => bodies.push(body));
    };
    server.events.on('request:start', record);
    renderAt('/consultation?estimate=2%20BHK%2C%20950%20sq%20ft%3A%20%E2%82%B914.7%E2%80%9315.7%20lakh');
    expect(screen.getByRole('heading', { level: 1, name: FLOW_COPY.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByText(BOOKING_MESSAGES.place)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Nashik office/ }));
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: When' })).toHaveFocus();
    await user.click(await screen.findByRole('radio', { name: 'Thursday 26 November' }));
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByText(BOOKING_MESSAGES.start)).toBeInTheDocument();
    // 10:00 IST is 04:30 UTC: the slots are the office's hours whatever the test machine's zone.
    await user.click(await screen.findByRole('radio', { name: '10:45 am' }));
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));

    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByText(BOOKING_MESSAGES.homeType)).toBeInTheDocument();
    expect(screen.getByText(/₹14\.7–15\.7 lakh/)).toBeInTheDocument();
    await describeHome(user);

    await giveDetails(user);
    await user.clear(screen.getByLabelText(FLOW_COPY.phone));
    await user.type(screen.getByLabelText(FLOW_COPY.phone), '12345');
    await user.click(screen.getByRole('button', { name: FLOW_COPY.submit }));
    expect(screen.getByLabelText(FLOW_COPY.phone)).toHaveAccessibleDescription(BOOKING_MESSAGES.phone);
    await user.clear(screen.getByLabelText(FLOW_COPY.phone));
    await user.type(screen.getByLabelText(FLOW_COPY.phone), '9822012345');
    await user.click(screen.getByRole('button', { name: FLOW_COPY.submit }));

    expect(await screen.findByRole('heading', { name: FLOW_COPY.doneTitle })).toBeInTheDocument();
    expect(screen.getByText(BOOKING_ANSWERS.booked)).toBeInTheDocument();
    expect(screen.getByText('Thu, 26 Nov 2026, 10:45 am IST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FLOW_COPY.doneManageLink })).toHaveAttribute('href', '/consultation/manage/mock-token-1');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0])).toMatchObject({
      place: 'nashik',
      start: istInstant('2026-11-26', '10:45').toISOString(),
      rooms: 'kitchen',
      estimate: '2 BHK, 950 sq ft: ₹14.7–15.7 lakh',
    });
    expect(window.sessionStorage.length).toBe(0);
    server.events.removeListener('request:start', record);
  });

  it('a slot taken meanwhile: back to the slots, told so, offered the nearest free ones, nothing typed lost', async () => {
    const user = userEvent.setup({ delay: null });
    const nearest = [{ start: istInstant('2026-11-26', '11:30').toISOString(), end: istInstant('2026-11-26', '12:15').toISOString() }];
    server.use(
      http.post(`${API_URL}${bookEndpoint.path}`, () =>
        HttpResponse.json({ success: false, message: SLOT_MESSAGES.taken, errors: { start: SLOT_MESSAGES.taken }, nearest }, { status: 409 }),
      ),
    );
    renderAt('/consultation');
    await chooseNashikThursday(user);
    await describeHome(user);
    await giveDetails(user);
    await user.click(screen.getByRole('button', { name: FLOW_COPY.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_MESSAGES.taken);
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: When' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: FLOW_COPY.nearestLegend })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Thu, 26 Nov 2026, 11:30 am IST' }));
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByLabelText(FLOW_COPY.name)).toHaveValue('Sunita Jadhav');
    expect(screen.getByLabelText(FLOW_COPY.email)).toHaveValue('sunita@example.in');
  });

  it('keeps the typed values across a reload of the page', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderAt('/consultation');
    await chooseNashikThursday(user);
    await user.selectOptions(screen.getByLabelText(FLOW_COPY.homeType), 'Bungalow / villa');
    first.unmount();

    renderAt('/consultation');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Nashik office/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(await screen.findByRole('radio', { name: '10:45 am' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: FLOW_COPY.next }));
    expect(screen.getByLabelText(FLOW_COPY.homeType)).toHaveValue('bungalow');
  });

  it('the manage link: reschedules to another slot (a new link), and a stale link says so', async () => {
    const user = userEvent.setup({ delay: null });
    const booked = renderAt('/consultation');
    await chooseNashikThursday(user);
    await describeHome(user);
    await giveDetails(user);
    await user.click(screen.getByRole('button', { name: FLOW_COPY.submit }));
    await screen.findByRole('heading', { name: FLOW_COPY.doneTitle });
    booked.unmount();

    const { router } = renderAt('/consultation/manage/mock-token-1');
    expect(await screen.findByText('Thu, 26 Nov 2026, 10:45 am IST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MANAGE_COPY.reschedule }));
    await user.click(await screen.findByRole('radio', { name: 'Thursday 26 November' }));
    await user.click(await screen.findByRole('radio', { name: '2:00 pm' }));
    await user.click(screen.getByRole('button', { name: MANAGE_COPY.confirmMove }));
    expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_ANSWERS.rescheduled);
    expect(router.state.location.pathname).toBe('/consultation/manage/mock-token-1-moved');
    expect(await screen.findByText('Thu, 26 Nov 2026, 2:00 pm IST')).toBeInTheDocument();

    server.use(
      http.get(`${API_URL}/api/consultation/manage/:token`, () =>
        HttpResponse.json({ success: false, message: LINK_MESSAGES.replaced, state: 'replaced' }, { status: 410 }),
      ),
    );
    await router.navigate('/consultation/manage/mock-token-1');
    expect(await screen.findByText(LINK_MESSAGES.replaced)).toBeInTheDocument();
  });

  it('the manage link cancels after a confirmation, and then says the booking was cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const token = seedMockBooking({
      place: 'video',
      start: istInstant('2026-11-27', '10:00').toISOString(),
      end: istInstant('2026-11-27', '10:30').toISOString(),
      status: 'booked',
      name: 'Sunita Jadhav',
      email: 'sunita@example.in',
      phone: '9822012345',
      siteAddress: '',
      where: 'https://meet.jit.si/vastukala-consultation-mock',
    });
    renderAt(`/consultation/manage/${token}`);
    expect(await screen.findByText('https://meet.jit.si/vastukala-consultation-mock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MANAGE_COPY.cancel }));
    expect(screen.getByRole('heading', { name: MANAGE_COPY.cancelQuestion })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MANAGE_COPY.keep })).toHaveFocus();
    // From now on the server says the link's booking was cancelled (its rule, not the mock's).
    server.use(mockEndpoint(manageBookingRead, () => answer(manageBookingRead, { success: false, message: LINK_MESSAGES.cancelled, state: 'cancelled' }, 410)));
    await user.click(screen.getByRole('button', { name: MANAGE_COPY.cancelConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_ANSWERS.cancelled);
    expect(await screen.findByText(LINK_MESSAGES.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MANAGE_COPY.reschedule })).not.toBeInTheDocument();
  });
});
