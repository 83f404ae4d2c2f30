import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { publishedTenders } from '@mocks/handlers/reads';
import { COMPANY } from '@/shared/config/company';
import { TENDER_API_URL } from '@/shared/config/env';
import { renderApp } from '../../../../test/utils/render';

// Screens load lazily and talk to msw; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const tender = publishedTenders().find((t) => t.TenderNo === 'VI/TN/2026/015')!;
const detailRoute = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;

describe('TenderDetailPage', () => {
  it('shows the letterhead and the invitation letter, with the deadline', async () => {
    renderApp(detailRoute(tender.TenderNo));
    const letter = await screen.findByRole('article', { name: `Invitation letter for tender ${tender.TenderNo}` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Invitation to Tender ${tender.TenderNo}`);
    expect(document.title).toMatch(new RegExp(`^Tender ${tender.TenderNo} \\|`));
    expect(await screen.findByRole('img', { name: `${COMPANY.name} logo` })).toBeInTheDocument();
    expect(letter).toHaveTextContent(COMPANY.legalName);
    expect(letter).toHaveTextContent(COMPANY.address);
    expect(letter).toHaveTextContent('Dear All,');
    expect(letter).toHaveTextContent(/invites you to submit a tender for the supply of goods or services/);
    expect(letter).toHaveTextContent('Appendix 1');
    expect(letter).toHaveTextContent('Your tender must reach us no later than 10/02/2027.');
    expect(letter).toHaveTextContent('Yours faithfully,');
  });

  it('lists the tender’s fields under “Specifications for Tender …”, dates as yyyy-MM-dd', async () => {
    renderApp(detailRoute(tender.TenderNo));
    const card = (await screen.findByRole('heading', { name: `Specifications for Tender ${tender.TenderNo}` })).closest('section')!;
    expect(card).toHaveTextContent('Tender date2026-11-12');
    expect(card).toHaveTextContent('Expiry date2027-02-10');
    expect(card).toHaveTextContent('Total amount₹25,98,902.80');
    expect(card).toHaveTextContent(tender.Ship_To);
    expect(card).toHaveTextContent(tender.Reference);
  });

  it('has an Apply button to the log-in with the tender number', async () => {
    renderApp(detailRoute(tender.TenderNo));
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('leaves the deadline line out when the tender has no deadline', async () => {
    server.use(http.get(`${TENDER_API_URL}/get_tender`, () => HttpResponse.json([{ ...tender, Expiry_Date: '' }])));
    renderApp(detailRoute(tender.TenderNo));
    const letter = await screen.findByRole('article');
    expect(letter).toHaveTextContent('Dear All,');
    expect(letter).not.toHaveTextContent('no later than');
  });

  it.each([
    ['an unknown number', detailRoute('VI/TN/1999/001')],
    ['no number at all', '/tender/detailsoftender'],
  ])("shows 'Tender not found.' with a link back for %s", async (_label, route) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tender not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all tenders' })).toHaveAttribute('href', '/tender');
  });
});
