import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { publishedTenders } from '@mocks/handlers/reads';
import { API_URL } from '@/shared/config/env';
import type { MyApplication } from '@/entities/tender';
import { formatDate } from '@/shared/lib/dates';
import { BID_TEXTS } from '@/features/tenders';
import { renderApp } from '../../../../test/utils/render';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const tender = (tenderNo: string) => publishedTenders().find((entry) => entry.TenderNo === tenderNo)!;
const application = (tenderNo: string, changedSinceApplied: boolean): MyApplication => {
  const { TenderNo, Expiry_Date, Outcome, Corrigendum_Date, Reference } = tender(tenderNo);
  return {
    tenderNo,
    title: Reference,
    appliedAt: '2026-11-20T06:00:00.000Z',
    companyName: 'Deshmukh Fabricators',
    tender: { TenderNo, Expiry_Date, Outcome, Corrigendum_Date },
    changedSinceApplied,
    bid: null,
  };
};

describe('MyApplicationsPage', () => {
  it('asks a visitor who is not logged in to log in', async () => {
    resetAccountsMock();
    renderApp('/tender/applications');
    expect(await screen.findByText(/to see the tenders you applied for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/tender/login');
  });

  it('lists each registration with its tender’s title, when, the current status and latest corrigendum; a changed one is marked', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    server.use(
      http.get(`${API_URL}/api/vendors/mine`, () =>
        HttpResponse.json({ success: true, applications: [application('VI/TN/2026/015', true), application('VI/TN/2026/009', false)] }),
      ),
    );
    renderApp('/tender/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: 'Tender VI/TN/2026/015' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F015');
    expect(first).toHaveTextContent(tender('VI/TN/2026/015').Reference);
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('Changed since you applied');
    expect(first).toHaveTextContent('Applied on20/11/2026');
    expect(first).toHaveTextContent(`Latest corrigendum${formatDate(tender('VI/TN/2026/015').Corrigendum_Date)}`);
    const second = screen.getByRole('link', { name: 'Tender VI/TN/2026/009' }).closest('li')!;
    expect(second).toHaveTextContent('Awarded');
    expect(second).toHaveTextContent('Latest corrigendumNone');
    expect(second).not.toHaveTextContent('Changed since you applied');
  });

  it('says so when the vendor has not applied yet', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderApp('/tender/applications');
    expect(await screen.findByText(/You have not applied for a tender yet/)).toBeInTheDocument();
  });

  it('shows each application’s bid: its state, number, time, a re-confirmation to make, and its receipt', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    const receipt = {
      bidNumber: 'BID-VI-TN-2026-015-0003',
      tenderNo: 'VI/TN/2026/015',
      submittedAt: '2026-11-25T10:15:42Z',
      submittedAtIndia: '25/11/2026 15:45:42 IST',
      files: [{ index: 0, envelope: 'technical' as const, name: 'technical-bid.pdf', type: 'pdf', size: 2048, sha256: 'ab'.repeat(32) }],
      financialSha256: 'cd'.repeat(32),
      confirmedAt: '2026-11-25T10:15:42Z',
    };
    server.use(
      http.get(`${API_URL}/api/vendors/mine`, () =>
        HttpResponse.json({
          success: true,
          applications: [
            { ...application('VI/TN/2026/015', true), bid: { bidNumber: receipt.bidNumber, state: 'submitted', submittedAt: receipt.submittedAt, needsReconfirmation: true, receipt } },
            application('VI/TN/2026/009', false),
          ],
        }),
      ),
    );
    renderApp('/tender/applications');
    const first = (await screen.findByRole('link', { name: 'Tender VI/TN/2026/015' })).closest('li')!;
    expect(first).toHaveTextContent(`${BID_TEXTS.bidState}${BID_TEXTS.state.submitted}`);
    expect(first).toHaveTextContent(`${BID_TEXTS.bidNumber}${receipt.bidNumber}`);
    // My applications writes dates dd/MM/yyyy: the receipt on it does too.
    expect(first).toHaveTextContent(`${BID_TEXTS.submittedAt}25/11/2026, 15:45:42 IST`);
    expect(first).toHaveTextContent(BID_TEXTS.needsReconfirmation);
    const shown = within(first).getByRole('region', { name: `${BID_TEXTS.receiptTitle} ${receipt.bidNumber}` });
    expect(shown).toHaveTextContent('cd'.repeat(32));
    expect(within(shown).getByRole('rowheader', { name: 'technical-bid.pdf' }).closest('tr')).toHaveTextContent('ab'.repeat(32));
    const second = screen.getByRole('link', { name: 'Tender VI/TN/2026/009' }).closest('li')!;
    expect(second).not.toHaveTextContent(BID_TEXTS.yourBid);
  });
});
