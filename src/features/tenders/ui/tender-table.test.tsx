import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_VENDOR, resetAccountsMock } from '@mocks/handlers/accounts';
import { renderWithProviders } from '../../../../test/utils/render';
import type { Tender } from '@/entities/tender';
import { sharedBillTo, TenderTable, type TenderRow } from './tender-table';

/** The board's columns, as docs/spec-fields.md §2 lists them, in its order. */
const BOARD_COLUMNS = 'Tender_Number Bill_To Ship_To Sales_Agent Status Publish_Date Expiry_Date Total_Amount View Apply'.split(' ');

const row = (TenderNo: string, Bill_To: string): TenderRow => ({
  tender: { TenderNo, Bill_To, Ship_To: 'Site, Nashik', Reference: `Subject of ${TenderNo}`, TenderDate: '2026-11-01', Expiry_Date: '2026-12-01', Corrigendum_Date: '', Sales_Agent: '', TenderTotalAmont: 1000, Currency: 'INR' } as Tender,
  status: 'Open',
});

describe('TenderTable: Bill_To', () => {
  it('is one address when every row shares it, none when they differ or there is one row', () => {
    expect(sharedBillTo([row('A', 'Company, Nashik'), row('B', 'Company, Nashik ')])).toBe('Company, Nashik');
    expect(sharedBillTo([row('A', 'Company, Nashik'), row('B', 'Client, Shirdi')])).toBeNull();
    expect(sharedBillTo([row('A', 'Company, Nashik')])).toBeNull();
  });

  it('keeps the Bill_To column when the rows are billed to different parties', () => {
    renderWithProviders(
      <TenderTable rows={[row('A', 'Company, Nashik'), row('B', 'Client, Shirdi')]} captionId="c" caption="Open tenders" now={new Date('2026-11-20T06:00:00Z')} />,
    );
    const table = screen.getByRole('table', { name: 'Open tenders' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Bill_To');
    expect(within(table).getByText('Client, Shirdi')).toBeInTheDocument();
    expect(screen.queryByText(/Every tender here is billed to/)).not.toBeInTheDocument();
  });

  it('keeps the column when every row shares one address too, and says the address once above the table', () => {
    renderWithProviders(
      <TenderTable rows={[row('A', 'Company, Nashik'), row('B', 'Company, Nashik')]} captionId="c" caption="Open tenders" now={new Date('2026-11-20T06:00:00Z')} />,
    );
    const table = screen.getByRole('table', { name: 'Open tenders' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(BOARD_COLUMNS);
    expect(within(table).getAllByText('Company, Nashik')).toHaveLength(2);
    expect(screen.getByText('Every tender here is billed to Company, Nashik.')).toBeInTheDocument();
  });
});

describe('TenderTable: Apply', () => {
  afterEach(() => resetAccountsMock());
  const rows = [row('VI/TN/2026/015', 'Company, Nashik')];

  it('leads to the log-in with the tender number when nobody is logged in', async () => {
    resetAccountsMock();
    renderWithProviders(<TenderTable rows={rows} captionId="c" caption="Open tenders" now={new Date('2026-11-20T06:00:00Z')} />);
    expect(screen.getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toHaveAttribute('href', '/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
  });

  it('leads a vendor already logged in straight to the vendor registration', async () => {
    resetAccountsMock({ session: DEMO_VENDOR });
    renderWithProviders(<TenderTable rows={rows} captionId="c" caption="Open tenders" now={new Date('2026-11-20T06:00:00Z')} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Apply for tender VI/TN/2026/015' })).toHaveAttribute('href', '/userinfo?tenderNo=VI%2FTN%2F2026%2F015'));
  });
});
