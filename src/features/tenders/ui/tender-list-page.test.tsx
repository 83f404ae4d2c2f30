import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { publishedTenders } from '@mocks/handlers/reads';
import { API_URL } from '@/shared/config/env';
import { renderApp } from '../../../../test/utils/render';

// Screens load lazily and talk to msw; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const table = () => screen.findByRole('table', { name: 'Published tenders' });
const rowOf = (tenderNo: string) => screen.getByRole('rowheader', { name: tenderNo }).closest('tr') as HTMLTableRowElement;
const numbersShown = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('TenderListPage', () => {
  it('shows the banner, the heading and exactly the spec’s columns', async () => {
    renderApp('/tender');
    const board = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Tenders' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Tenders \|/);
    expect(within(board).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Tender_Number',
      'Bill_To',
      'Ship_To',
      'Sales_Agent',
      'Status',
      'Publish_Date',
      'Expiry_Date',
      'Total_Amount',
      'View',
      'Apply',
    ]);
    expect(document.querySelector('img.tender-banner')).toHaveAttribute('height', '400');
  });

  it('lists every published tender with dd/MM/yyyy dates, rupee amounts, the status as received and a badge', async () => {
    renderApp('/tender');
    await table();
    expect(screen.getAllByRole('rowheader')).toHaveLength(publishedTenders().length);
    const cells = within(rowOf('VI/TN/2026/009')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('10/06/2026');
    expect(cells).toContain('15/07/2026Closed');
    expect(cells).toContain('₹14,62,846.00');
    expect(cells).toContain('Closed');
    expect(screen.queryByText('VI/TN/2026/017')).not.toBeInTheDocument();
  });

  it('links View to the detail page and Apply to the log-in, both with the tender number', async () => {
    renderApp('/tender');
    await table();
    const row = within(rowOf('VI/TN/2026/015'));
    expect(row.getByRole('link', { name: 'View tender VI/TN/2026/015' })).toHaveAttribute(
      'href',
      '/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F015',
    );
    expect(row.getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('searches and sorts by expiry', async () => {
    const user = userEvent.setup();
    renderApp('/tender');
    await table();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Expiry date, soonest first');
    const byExpiry = [...publishedTenders()].sort((a, b) => a.Expiry_Date.localeCompare(b.Expiry_Date)).map((t) => t.TenderNo);
    expect(numbersShown()).toEqual(byExpiry);

    await user.type(screen.getByLabelText('Search tenders'), 'VI/TN/2026/015');
    expect(numbersShown()).toEqual(['VI/TN/2026/015']);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${publishedTenders().length} tenders match`);

    await user.clear(screen.getByLabelText('Search tenders'));
    await user.type(screen.getByLabelText('Search tenders'), 'no such tender');
    expect(screen.getByText('No tenders found.')).toBeInTheDocument();
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
    const user = userEvent.setup();
    renderApp('/tender');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(publishedTenders().length));
  });
});
