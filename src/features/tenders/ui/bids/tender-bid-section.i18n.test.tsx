import { screen, within } from '@testing-library/react';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { resetBidsMock } from '@mocks/handlers/bids';
import { publishedTenders } from '@mocks/handlers/reads';
import type { TenderDetail } from '@/entities/tender';
import { marathiI18n } from '../../../../../test/utils/catalogues';
import { FAKE_DATE_ONLY } from '../../../../../test/utils/fake-date';
import { renderWithProviders } from '../../../../../test/utils/render';
import { TenderBidSection } from './tender-bid-section';

const NOW = new Date('2026-11-25T06:30:00Z');
const tender = { ...publishedTenders(NOW)[0], Outcome: '', Expiry_Date: '2026-12-20', Bid_Deadline: '2026-12-20T15:00', Bid_Opening_At: '2026-12-20T16:00', Online_Bids: true, Documents: [], Corrigenda: [] } as TenderDetail;

beforeEach(() => {
  jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: NOW });
  resetBidsMock({ [tender.TenderNo]: {} });
});
afterEach(() => jest.useRealTimers());

describe('Bid online in Marathi (issue 22)', () => {
  it('shows a visitor who is not logged in the way in, in Marathi', async () => {
    resetAccountsMock();
    renderWithProviders(<TenderBidSection tender={tender} />, { route: '/mr/tender/detailsoftender', i18n: await marathiI18n() });
    expect(await screen.findByText('या निविदेवर बोली लावण्यासाठी विक्रेता म्हणून लॉग इन करा.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑनलाइन बोली' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाते तयार करा' })).toBeInTheDocument();
  });

  it('asks a vendor without a profile for it with Marathi labels and hints', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderWithProviders(<TenderBidSection tender={tender} />, { route: '/mr/tender/detailsoftender', i18n: await marathiI18n() });
    const form = await screen.findByRole('form', { name: 'आपली विक्रेता माहिती पूर्ण करा' });
    expect(within(form).getByLabelText('विक्रेत्याचे नाव')).toBeInTheDocument();
    expect(within(form).getByLabelText('जी.एस.टी. क्रमांक')).toBeInTheDocument();
    expect(within(form).getByText('5 अक्षरे, 4 अंक आणि एक अक्षर.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'माहिती जतन करा आणि बोलीकडे चला' })).toBeInTheDocument();
    expect(form.textContent).not.toMatch(/Vendor Name|Save profile/);
  });
});
