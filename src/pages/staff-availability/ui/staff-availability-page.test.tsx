import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockEndpoint } from '@mocks/contract-handler';
import { resetMockAvailability } from '@mocks/handlers/availability';
import { resetMockBookings, seedMockBooking } from '@mocks/handlers/bookings';
import { resetStaffMock } from '@mocks/handlers/staff';
import { server } from '@mocks/node';
import { AVAILABILITY_MESSAGES, availabilityEditSchema, istInstant, saveAvailabilityEndpoint, type Availability } from '@/entities/booking';
import { useFixedDate } from '../../../../test/utils/fake-date';
import { renderApp } from '../../../../test/utils/render';

// Wednesday 25 November 2026, 09:00 IST.
const NOW = new Date('2026-11-25T03:30:00Z');
const at = (day: string, clock: string) => istInstant(day, clock).toISOString();

const nashik = () => screen.getByRole('group', { name: 'Nashik office' });

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  // Pasted: typed, `[` would start a key name.
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** What the page sent, without its version: the availability a literal answer below is built on. */
async function sentAvailability(request: Request) {
  const { version: _version, ...edit } = availabilityEditSchema.parse(await request.json());
  return edit;
}

/**
 * The server's 409 to the first save: a colleague (office@office.example.in) saved version 2 meanwhile, with
 * `theirs` changed. The next save falls through to the mock, which takes it.
 */
function colleagueSavedMeanwhile(theirs: Partial<Availability>) {
  let refused = false;
  return mockEndpoint(saveAvailabilityEndpoint, async ({ request }) => {
    if (refused) return undefined;
    refused = true;
    const availability = { ...(await sentAvailability(request)), bookAheadDays: 60, ...theirs };
    return answer(
      saveAvailabilityEndpoint,
      { success: false, message: AVAILABILITY_MESSAGES.stale, current: { availability, version: 2, source: 'desk', editedBy: 'office@office.example.in', updatedAt: NOW.toISOString() } },
      409,
    );
  });
}

describe('StaffAvailabilityPage', () => {
  useFixedDate(NOW, { each: true });
  beforeEach(() => {
    resetStaffMock({ signedIn: true, role: 'sales' });
    resetMockAvailability();
    resetMockBookings();
    seedMockBooking({
      name: 'Sunita Jadhav',
      email: 'sunita@example.in',
      phone: '9822012345',
      siteAddress: '',
      status: 'booked',
      place: 'nashik',
      start: at('2026-11-30', '16:15'),
      end: at('2026-11-30', '17:00'),
      where: 'Head Office, Nashik',
    });
  });

  it('shows the availability, saves a change, and lists the booking it leaves outside with a link to move it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/availability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    const monday = await within(await screen.findByRole('group', { name: 'Nashik office' })).findByLabelText('Monday');
    expect(monday).toHaveValue('10:00-13:00, 14:00-18:30');
    expect(within(nashik()).getByLabelText('Slot length (minutes)')).toHaveValue(45);
    expect((screen.getByLabelText('Holidays and days off') as HTMLTextAreaElement).value).toContain("2026-11-29 [shirdi] The Shirdi designer's day off\n2026-12-04 [nashik site]");
    expect(screen.getByText(/not yet changed in the desk/)).toBeInTheDocument();

    // The server's answer to this save: the booking it leaves outside, and the minutes no slot fits.
    server.use(
      mockEndpoint(saveAvailabilityEndpoint, async ({ request }) =>
        answer(saveAvailabilityEndpoint, {
          success: true,
          message: AVAILABILITY_MESSAGES.saved,
          availability: await sentAvailability(request),
          version: 2,
          source: 'desk',
          editedBy: 'office@example.com',
          updatedAt: NOW.toISOString(),
          affected: [{ id: 1, place: 'nashik', start: at('2026-11-30', '16:15'), name: 'Sunita Jadhav', reason: 'outside-hours' }],
          notes: ['Nashik office, Monday 14:00-16:00: the last 30 minutes fit no 45-minute slot and stay unbooked.'],
        }),
      ),
    );
    await replace(user, monday, '10:00-13:00, 14:00-16:00');
    await user.click(screen.getByRole('button', { name: 'Save the availability' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(AVAILABILITY_MESSAGES.saved);
    expect(notice).toHaveTextContent('One booking is outside the new availability');
    expect(within(notice).getByRole('link', { name: /Mon, 30 Nov 2026, 4:15 pm IST, Nashik office, Sunita Jadhav/ })).toHaveAttribute('href', '/staff/bookings?from=2026-11-30&place=nashik');
    expect(notice).toHaveTextContent('Nashik office, Monday 14:00-16:00: the last 30 minutes fit no 45-minute slot and stay unbooked.');
    // The form shows the availability as saved, ready for the next change.
    expect(within(nashik()).getByLabelText('Monday')).toHaveValue('10:00-13:00, 14:00-16:00');
    expect(screen.getByText(/Last saved by office@example.com/)).toBeInTheDocument();
  });

  it('says what is wrong beside the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/availability');
    const monday = await within(await screen.findByRole('group', { name: 'Nashik office' })).findByLabelText('Monday');
    await replace(user, monday, '18:00-10:00');
    await replace(user, screen.getByLabelText('Holidays and days off'), '2026-12-03 [mars] Trip');
    await user.click(screen.getByRole('button', { name: 'Save the availability' }));
    expect(monday).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.closesBeforeOpening('Nashik office, Monday 18:00-10:00'));
    expect(monday).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Holidays and days off')).toHaveAccessibleDescription(expect.stringContaining(AVAILABILITY_MESSAGES.closedPlace(1, 'mars')));
    expect(document.activeElement).toBe(monday);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a colleague saved meanwhile: 409, every typed value kept; save mine over theirs', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/availability');
    const ahead = await screen.findByLabelText('Bookings open this many days ahead');
    await replace(user, ahead, '30');
    server.use(colleagueSavedMeanwhile({ minNoticeMinutes: 240 }));
    await user.click(screen.getByRole('button', { name: 'Save the availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES.stale);
    expect(ahead).toHaveValue(30);
    expect(screen.getByText(/Last saved by office@office.example.in/)).toHaveTextContent('240 minutes’ notice');

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AVAILABILITY_MESSAGES.saved);
    expect(screen.getByLabelText('Bookings open this many days ahead')).toHaveValue(30);
    expect(screen.queryByRole('button', { name: 'Save mine over theirs' })).not.toBeInTheDocument();
  });

  it('a colleague saved meanwhile: load theirs instead', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/availability');
    await replace(user, await screen.findByLabelText('Bookings open this many days ahead'), '30');
    server.use(colleagueSavedMeanwhile({ bookAheadDays: 14 }));
    await user.click(screen.getByRole('button', { name: 'Save the availability' }));
    await user.click(await screen.findByRole('button', { name: 'Load theirs (drops my changes)' }));
    expect(screen.getByLabelText('Bookings open this many days ahead')).toHaveValue(14);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to a tenders member', async () => {
    resetStaffMock({ signedIn: true, role: 'tenders' });
    renderApp('/staff/availability');
    expect(await screen.findByText('Your role does not open this part of the desk.')).toBeInTheDocument();
  });
});
