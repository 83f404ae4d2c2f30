import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetMockBookings, seedMockBooking } from '@mocks/handlers/bookings';
import { resetStaffMock } from '@mocks/handlers/staff';
import { istInstant } from '@/entities/booking';
import { useFixedDate } from '../../../../test/utils/fake-date';
import { renderApp } from '../../../../test/utils/render';

// Wednesday 25 November 2026, 09:00 IST.
const NOW = new Date('2026-11-25T03:30:00Z');
const at = (day: string, clock: string) => istInstant(day, clock).toISOString();
const visitor = { name: 'Sunita Jadhav', email: 'sunita@example.in', phone: '9822012345', siteAddress: '', status: 'booked' as const };

describe('StaffBookingsPage', () => {
  useFixedDate(NOW, { each: true });
  beforeEach(() => {
    resetStaffMock({ signedIn: true, role: 'sales' });
    resetMockBookings();
    seedMockBooking({ ...visitor, place: 'nashik', start: at('2026-11-25', '11:30'), end: at('2026-11-25', '12:15'), where: 'Head Office, Nashik' });
    seedMockBooking({ ...visitor, name: 'Ravi Patil', place: 'video', start: at('2026-11-27', '10:00'), end: at('2026-11-27', '10:30'), where: 'https://meet.jit.si/x' });
  });

  it("shows the day's bookings in IST, the week's on demand, by office", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: /11:30 am · Nashik office · Sunita Jadhav/ })).toBeInTheDocument();
    expect(screen.queryByText(/Ravi Patil/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'The week' }));
    expect(await screen.findByRole('heading', { level: 3, name: /10:00 am · Video call · Ravi Patil/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Friday 27 November' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Office'), 'video');
    await screen.findByRole('heading', { level: 3, name: /Ravi Patil/ });
    expect(screen.queryByRole('heading', { level: 3, name: /Sunita Jadhav/ })).not.toBeInTheDocument();
  });

  it('cancels a booking after a confirmation; Done and No-show are not offered before its time', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/bookings');
    const item = (await screen.findByRole('heading', { level: 3, name: /Sunita Jadhav/ })).closest('li') as HTMLElement;
    expect(within(item).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Sunita Jadhav: Cancelled');
    expect(await within(item).findByText('Cancelled')).toBeInTheDocument();

  });

  it('marks a booking No-show once its time has come', async () => {
    jest.setSystemTime(new Date('2026-11-27T05:00:00Z'));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/bookings');
    const ravi = (await screen.findByRole('heading', { level: 3, name: /Ravi Patil/ })).closest('li') as HTMLElement;
    await user.click(within(ravi).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Ravi Patil: No-show');
    const after = (await screen.findByRole('heading', { level: 3, name: /Ravi Patil/ })).closest('li') as HTMLElement;
    expect(await within(after).findByText('No-show')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'No-show' })).not.toBeInTheDocument();
  });

  it('opens on the day and place its address names (the availability desk links a booking here)', async () => {
    renderApp('/staff/bookings?from=2026-11-27&place=video');
    expect(await screen.findByRole('heading', { level: 3, name: /10:00 am · Video call · Ravi Patil/ })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-27');
    expect(screen.getByLabelText('Office')).toHaveValue('video');
  });
});
