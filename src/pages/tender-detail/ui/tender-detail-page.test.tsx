import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { tenderDetails } from '@mocks/handlers/reads';
import { COMPANY } from '@/shared/config/company';
import { API_URL, TENDER_API_URL } from '@/shared/config/env';
import { dayIn, shiftDay } from '@/entities/tender';
import { isoDate } from '@/shared/lib/dates';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { resetBidsMock } from '@mocks/handlers/bids';
import { BID_TEXTS } from '@/features/tenders';
import { renderApp } from '../../../../test/utils/render';

// Screens load lazily and talk to msw; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const detail = (tenderNo: string) => tenderDetails().find((t) => t.TenderNo === tenderNo)!;
const tender = detail('VI/TN/2026/015');
const detailRoute = (tenderNo: string) => `/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;
const status = () => screen.findByRole('note', { name: 'Tender status' });

describe('TenderDetailPage', () => {
  it('shows the letterhead and the invitation letter, with the bid deadline', async () => {
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
    expect(letter).toHaveTextContent(`Your tender must reach us no later than ${isoDate(tender.Expiry_Date)}.`);
    expect(letter).toHaveTextContent('Yours faithfully,');
  });

  it('says at the top that it is open, until when, and lists the key dates with a calendar file', async () => {
    renderApp(detailRoute(tender.TenderNo));
    expect(await status()).toHaveTextContent(new RegExp(`^Open: bids until ${isoDate(tender.Expiry_Date).replace(/\//g, '\\/')} \\(closes in \\d+ days\\)`));
    const dates = within(screen.getByRole('heading', { name: 'Key dates' }).closest('section')!);
    expect(dates.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Published${isoDate(tender.TenderDate)}${tender.TenderDate < dayIn(new Date()) ? ' (past)' : ''}`,
      `Pre-bid meeting${isoDate(tender.PreBid_Date)}`,
      `Bid submission deadline${isoDate(tender.Expiry_Date)}`,
      `Bid opening${isoDate(tender.Bid_Opening_Date)}`,
    ]);
    expect(dates.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      `${API_URL}/api/tenders/calendar.ics?tenderNo=VI%2FTN%2F2026%2F015`,
    );
  });

  it('lists the documents with type and size, and the corrigenda newest first', async () => {
    renderApp(detailRoute(tender.TenderNo));
    const documents = within((await screen.findByRole('heading', { name: 'Documents' })).closest('section')!);
    const links = documents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Tender notice \(PDF, \d+ KB\)$/),
      expect.stringMatching(/^Bill of quantities \(Excel, \d+ KB\)$/),
      expect.stringMatching(/^Partition drawings \(ZIP archive, \d+ KB\)$/),
    ]);
    expect(links[0]).toHaveAttribute('href', `${API_URL}${tender.Documents[0].Url}`);
    expect(links[0]).toHaveAttribute('download', 'tender-notice.pdf');
    const corrigenda = within(screen.getByRole('heading', { name: 'Corrigenda' }).closest('section')!);
    expect(corrigenda.getByRole('heading', { level: 3 })).toHaveTextContent(`Corrigendum of ${isoDate(tender.Corrigenda[0].Date)}`);
    expect(corrigenda.getByText(/12 mm toughened/)).toBeInTheDocument();
    expect(corrigenda.getByRole('link')).toHaveTextContent(/^Corrigendum of .* \(Excel, \d+ KB\)$/);
  });

  it('shows corrigenda newest first, with a new deadline', async () => {
    const today = dayIn(new Date());
    const amended = {
      ...tender,
      Corrigenda: [
        { id: 2, Date: today, Text: 'Deadline extended.', New_Deadline: shiftDay(today, 90), Document: null },
        { id: 1, Date: shiftDay(today, -3), Text: 'Clause 4 amended.', New_Deadline: '', Document: null },
      ],
    };
    server.use(http.get(`${TENDER_API_URL}/get_tender`, () => HttpResponse.json([amended])));
    renderApp(detailRoute(tender.TenderNo));
    const corrigenda = within((await screen.findByRole('heading', { name: 'Corrigenda' })).closest('section')!);
    expect(corrigenda.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      `Corrigendum of ${isoDate(today)}`,
      `Corrigendum of ${isoDate(shiftDay(today, -3))}`,
    ]);
    expect(corrigenda.getByText(/New bid submission deadline/)).toHaveTextContent(isoDate(shiftDay(today, 90)));
  });

  it('lists what a vendor needs under “Specifications for Tender …”, dates as yyyy-MM-dd, and no internal ERP field', async () => {
    renderApp(detailRoute(tender.TenderNo));
    const card = (await screen.findByRole('heading', { name: `Specifications for Tender ${tender.TenderNo}` })).closest('section')!;
    expect(card).toHaveTextContent(`Tender date${tender.TenderDate}`);
    expect(card).toHaveTextContent(`Expiry date${tender.Expiry_Date}`);
    expect(card).toHaveTextContent('Total amount₹25,98,902.80');
    expect(card).toHaveTextContent(tender.Ship_To);
    expect(card).toHaveTextContent(`Subject${tender.Reference}`);
    expect(card).toHaveTextContent('Earnest money deposit (EMD)');
    for (const internal of ['Customer ID', 'Project ID', 'Billing type', 'Created by', 'Reminder', 'Saved as', 'Cash', tender.Admin_Note].filter(Boolean)) {
      expect(card).not.toHaveTextContent(internal);
    }
  });

  it('has Apply buttons to the log-in with the tender number while it is open', async () => {
    renderApp(detailRoute(tender.TenderNo));
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
    expect(screen.getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('shows the scope of work, with its lines, above the specifications; none when the tender has none', async () => {
    const described = { ...tender, Description: 'Supply and fix gypsum false ceiling.\nSite: Shirdi office.' };
    server.use(http.get(`${TENDER_API_URL}/get_tender`, () => HttpResponse.json([described])));
    renderApp(detailRoute(tender.TenderNo));
    const scope = (await screen.findByRole('heading', { level: 2, name: 'Scope of work' })).closest('section')!;
    expect(scope.querySelector('.tender-scope__text')?.textContent).toBe('Supply and fix gypsum false ceiling.\nSite: Shirdi office.');
    const card = screen.getByRole('heading', { name: `Specifications for Tender ${tender.TenderNo}` }).closest('section')!;
    expect(scope.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).not.toHaveTextContent('Supply and fix');
  });

  it('leads a vendor already logged in straight to the vendor registration, not the log-in', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    try {
      renderApp(detailRoute(tender.TenderNo));
      const apply = await screen.findByRole('link', { name: 'Apply for tender VI/TN/2026/015' });
      await waitFor(() => expect(apply).toHaveAttribute('href', '/userinfo?tenderNo=VI%2FTN%2F2026%2F015'));
      expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/userinfo?tenderNo=VI%2FTN%2F2026%2F015');
    } finally {
      resetAccountsMock();
    }
  });

  it.each([
    ['VI/TN/2026/011', () => `Closed on ${isoDate(detail('VI/TN/2026/011').Expiry_Date)}`],
    ['VI/TN/2026/009', () => 'Awarded'],
  ])('says %s is not open at the top, and offers no Apply and no calendar', async (tenderNo, line) => {
    renderApp(detailRoute(tenderNo));
    expect(await status()).toHaveTextContent(`${line()}This tender no longer takes applications.`);
    expect(screen.queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
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

  it('gives the deadline and the opening their time, India time, and offers a tender taking online bids to bid, after logging in', async () => {
    const opening = tender.Bid_Opening_Date || tender.Expiry_Date;
    const online = { ...tender, Online_Bids: true, Bid_Deadline: `${tender.Expiry_Date}T15:00`, Bid_Opening_At: `${opening}T16:30` };
    server.use(http.get(`${TENDER_API_URL}/get_tender`, () => HttpResponse.json([online])));
    resetAccountsMock();
    resetBidsMock({ [tender.TenderNo]: { Bid_Deadline: online.Bid_Deadline, Bid_Opening_At: online.Bid_Opening_At } });
    renderApp(detailRoute(tender.TenderNo));
    expect(await status()).toHaveTextContent(`bids until ${isoDate(tender.Expiry_Date)}, 15:00 (India time)`);
    const dates = within(screen.getByRole('heading', { name: 'Key dates' }).closest('section')!);
    expect(dates.getByText(`${isoDate(tender.Expiry_Date)}, 15:00 (India time)`)).toHaveAttribute('datetime', `${tender.Expiry_Date}T15:00+05:30`);
    expect(dates.getByText(`${isoDate(opening)}, 16:30 (India time)`)).toBeInTheDocument();
    // The letter gives the deadline's time too, as the page does.
    const letter = screen.getByRole('article', { name: `Invitation letter for tender ${tender.TenderNo}` });
    expect(letter).toHaveTextContent(`Your tender must reach us no later than ${isoDate(tender.Expiry_Date)}, 15:00 (India time).`);
    const bids = (await screen.findByRole('heading', { name: BID_TEXTS.sectionTitle })).closest('section')!;
    expect(await within(bids).findByRole('link', { name: BID_TEXTS.logIn })).toHaveAttribute('href', `/tender/login?tenderNo=${encodeURIComponent(tender.TenderNo)}`);
    expect(within(bids).getByRole('link', { name: BID_TEXTS.signUp })).toHaveAttribute('href', `/tender/login/signup?tenderNo=${encodeURIComponent(tender.TenderNo)}`);
  });

  it('shows no bid section on a tender that does not take online bids', async () => {
    renderApp(detailRoute(tender.TenderNo));
    await status();
    expect(screen.queryByRole('heading', { name: BID_TEXTS.sectionTitle })).not.toBeInTheDocument();
  });
});
