import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { publishedTenders } from '@mocks/handlers/reads';
import { API_URL } from '@/shared/config/env';
import type { Tender } from '@/entities/tender';
import { dayIn, shiftDay } from '@/entities/tender';
import { formatDate } from '@/shared/lib/dates';
import { renderApp } from '../../../../test/utils/render';

/** The board's columns, as docs/spec-fields.md §2 lists them, in its order. */
const BOARD_COLUMNS = 'Tender_Number Bill_To Ship_To Sales_Agent Status Publish_Date Expiry_Date Total_Amount View Apply'.split(' ');

// Screens load lazily and talk to msw; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const table = (name = 'Open tenders') => screen.findByRole('table', { name });
const rowOf = (tenderNo: string) => screen.getByRole('rowheader', { name: new RegExp(`^${tenderNo.replace(/\//g, '\\/')}`) }).closest('tr') as HTMLTableRowElement;
const numbersShown = () => screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
const demo = (tenderNo: string) => publishedTenders().find((tender) => tender.TenderNo === tenderNo)!;

describe('TenderListPage', () => {
  it('shows the banner, the heading, the feed link and the spec’s columns, Bill_To said once more above it when every row shares it', async () => {
    renderApp('/tender');
    const board = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Tenders' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Tenders \|/);
    // Every demo tender is billed to the company itself: said once above the table, and in its column (docs/spec-fields.md §2).
    expect(screen.getByText(`Every tender here is billed to ${demo('VI/TN/2026/015').Bill_To}.`)).toBeInTheDocument();
    expect(within(board).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(BOARD_COLUMNS);
    expect(document.querySelector('img.tender-banner')).toHaveAttribute('height', '400');
    const alternate = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate).toHaveAttribute('href', `${API_URL}/api/tenders/feed.atom`);
    expect(screen.getByRole('link', { name: /Atom feed/ })).toHaveAttribute('href', `${API_URL}/api/tenders/feed.atom`);
  });

  it('opens on the Open tab: every tender taking bids, with its status from the dates, dd/MM/yyyy and rupees', async () => {
    renderApp('/tender');
    await table();
    expect(numbersShown()).toEqual(['VI/TN/2026/018', 'VI/TN/2026/016', 'VI/TN/2026/015', 'VI/TN/2026/014', 'VI/TN/2026/013']);
    const soon = within(rowOf('VI/TN/2026/013'));
    expect(soon.getAllByRole('cell').map((cell) => cell.textContent)).toContain('Closing soon');
    expect(soon.getByText(/^Closes in \d days?$|^Closes today$/)).toBeInTheDocument();
    const open = within(rowOf('VI/TN/2026/015'));
    const cells = open.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('Open');
    expect(cells).toContain(formatDate(demo('VI/TN/2026/015').TenderDate));
    expect(cells).toContain('₹25,98,902.80');
    // The amended tender is marked in the list.
    expect(open.getByRole('rowheader')).toHaveTextContent(`Corrigendum of ${formatDate(demo('VI/TN/2026/015').Corrigendum_Date)}`);
    expect(within(rowOf('VI/TN/2026/014')).getByRole('rowheader')).not.toHaveTextContent('Corrigendum');
    expect(screen.getAllByRole('link', { name: /^Open \(5\)$/ })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('links View to the detail page and Apply to the log-in, both with the tender number', async () => {
    renderApp('/tender');
    await table();
    const row = within(rowOf('VI/TN/2026/015'));
    expect(row.getByRole('link', { name: 'View tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F015');
    expect(row.getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('keeps the closed, awarded and cancelled tenders in the Closed tab, with no Apply', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender');
    await table();
    await user.click(screen.getByRole('link', { name: 'Closed (2)' }));
    await table('Closed tenders');
    expect(numbersShown()).toEqual(['VI/TN/2026/011', 'VI/TN/2026/009']);
    const awarded = within(rowOf('VI/TN/2026/009'));
    expect(awarded.getAllByRole('cell').map((cell) => cell.textContent)).toContain('Awarded');
    expect(awarded.queryByRole('link', { name: /Apply/ })).not.toBeInTheDocument();
    expect(awarded.getByText('Not open')).toBeInTheDocument();
    expect(within(rowOf('VI/TN/2026/011')).getAllByRole('cell').map((cell) => cell.textContent)).toContain('Closed');
    // No Apply anywhere on the tab, on the phone cards either.
    expect(screen.queryAllByRole('link', { name: /^Apply/ })).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Closing soon (1)' }));
    await table('Tenders closing soon');
    expect(numbersShown()).toEqual(['VI/TN/2026/013']);
  });

  it('says what each tender is for: its subject under the number, in the table and on the cards', async () => {
    renderApp('/tender');
    await table();
    const tender = demo('VI/TN/2026/015');
    expect(tender.Reference).not.toBe('');
    expect(rowOf('VI/TN/2026/015').querySelector('th')).toHaveTextContent(`VI/TN/2026/015${tender.Reference}`);
    const card = within(screen.getByRole('list', { name: 'Open tenders' })).getByRole('heading', { name: 'VI/TN/2026/015' }).closest('li')!;
    expect(card).toHaveTextContent(tender.Reference);
  });

  it('shows each tender as a card for phones too: number, site, status, deadline, amount, View and Apply', async () => {
    renderApp('/tender');
    await table();
    const cards = screen.getByRole('list', { name: 'Open tenders' });
    const card = within(cards).getByRole('heading', { name: 'VI/TN/2026/015' }).closest('li')!;
    const tender = demo('VI/TN/2026/015');
    expect(card).toHaveTextContent(tender.Ship_To);
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent(`Deadline${formatDate(tender.Expiry_Date)}`);
    expect(card).toHaveTextContent('₹25,98,902.80');
    expect(within(card).getByRole('link', { name: 'View tender VI/TN/2026/015' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toBeInTheDocument();
  });

  it('searches and sorts by expiry', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tender');
    await table();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Expiry date, soonest first');
    expect(numbersShown()).toEqual(['VI/TN/2026/013', 'VI/TN/2026/018', 'VI/TN/2026/016', 'VI/TN/2026/014', 'VI/TN/2026/015']);

    await user.type(screen.getByLabelText('Search tenders'), 'VI/TN/2026/015');
    expect(numbersShown()).toEqual(['VI/TN/2026/015']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 tenders match');

    await user.clear(screen.getByLabelText('Search tenders'));
    await user.type(screen.getByLabelText('Search tenders'), 'no such tender');
    expect(screen.getByText('No tenders found.')).toBeInTheDocument();

    // Clearing the search is a link to the list without it (it works without JavaScript too).
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/tender');
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search tenders')).toHaveValue('');
    expect(numbersShown()).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('opens with the search of the address, with a link that clears it and keeps the tab', async () => {
    renderApp('/tender?tab=closed&q=VI%2FTN&sort=expiry-asc&page=1');
    await table('Closed tenders');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/tender?tab=closed&sort=expiry-asc');
  });

  it('shows 20 tenders a page, with links to the other pages', async () => {
    const today = dayIn(new Date());
    const template = demo('VI/TN/2026/014');
    const many: Tender[] = Array.from({ length: 45 }, (_, index) => ({
      ...template,
      id: index + 1,
      TenderNo: `T/${String(index + 1).padStart(3, '0')}`,
      TenderDate: shiftDay(today, -index),
      Expiry_Date: shiftDay(today, 30),
    }));
    server.use(http.get(`${API_URL}/api/tenders/published`, () => HttpResponse.json(many)));
    const user = userEvent.setup({ delay: null });
    renderApp('/tender');
    await table();
    expect(numbersShown()).toHaveLength(20);
    expect(numbersShown()[0]).toBe('T/001');
    expect(screen.getByRole('status')).toHaveTextContent('45 tenders, showing 1–20');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(numbersShown()).toHaveLength(5));
    expect(numbersShown()[0]).toBe('T/041');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(numbersShown()[0]).toBe('T/021'));
  });

  it.each([
    ['an empty list', []],
    ['an answer that is not a list', { success: true, data: 'none' }],
  ])("says 'No tenders found.' for %s", async (_label, answer) => {
    server.use(http.get(`${API_URL}/api/tenders/published`, () => HttpResponse.json(answer)));
    renderApp('/tender');
    expect(await screen.findByText('No tenders found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_URL}/api/tenders/published`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(publishedTenders());
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/tender');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(5));
  });
});
