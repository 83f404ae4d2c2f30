import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, FLOW_COPY, bookingText } from '@/entities/booking';
import { marathiI18n } from '../../../../test/utils/catalogues';
import { useFreshBookingFlow } from '../../../../test/fixtures/booking-flow';
import { renderApp } from '../../../../test/utils/render';
import { ConsultationPage } from './consultation-page';

// Wednesday 25 November 2026, 09:00 IST.
const NOW = new Date('2026-11-25T03:30:00Z');

describe('the booking flow in Marathi (issue 22)', () => {
  useFreshBookingFlow(NOW);

  it('shows the steps, the places, a refusal and the slots (days and times) in Marathi', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/consultation', { routes: [{ path: '/consultation', element: <ConsultationPage /> }], i18n: await marathiI18n() });
    expect(await screen.findByRole('heading', { level: 1, name: 'मोफत डिझाइन सल्ला भेट बुक करा' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'टप्पा 1 / 4: कुठे' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'टप्पे' })).toHaveTextContent('कुठेकेव्हाआपले घरआपली माहिती');
    expect(screen.getByRole('group', { name: 'आपल्याला कुठे भेटायला आवडेल?' })).toBeInTheDocument();

    // Next without a place: the schema's message, in Marathi.
    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    expect(await screen.findByText('कृपया कुठे भेटायचे ते निवडा: कार्यालय, व्हिडिओ कॉल किंवा आपल्या जागेला भेट.')).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.place)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /नाशिक कार्यालय/ }));
    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'टप्पा 2 / 4: केव्हा' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'गुरुवार 26 नोव्हेंबर' }));
    expect(await screen.findByRole('group', { name: 'गुरुवार 26 नोव्हेंबर रोजीच्या मोकळ्या वेळा (IST)' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '10:45 म.पू.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मागे' })).toBeInTheDocument();
  });

  it('has every text of the flow in Marathi', async () => {
    const marathi = (await bookingText.loadMarathi()).default;
    const texts = (Object.values(FLOW_COPY).flat() as unknown[]).filter((text): text is string => typeof text === 'string');
    expect(texts.filter((text) => !marathi[text])).toEqual([]);
    expect((Object.values(BOOKING_MESSAGES) as unknown[]).filter((text): text is string => typeof text === 'string' && !marathi[text])).toEqual([]);
  });
});
