import type { Tender } from '@/entities/tender';
import { PAGE_SIZE, closesIn, filterTenders, formatAmount, formatSize, inTab, pageOf, tenderApplyPath, tenderDetailPath } from './tender-format';

// A fixed clock: 21 Nov 2026, 17:00 in Nashik.
const now = new Date('2026-11-21T11:30:00Z');

describe('formatAmount', () => {
  it('formats rupees in the Indian grouping with the symbol', () => {
    expect(formatAmount(1462846, 'INR')).toBe('₹14,62,846.00');
    expect(formatAmount(672969.4, '')).toBe('₹6,72,969.40');
  });

  it('uses the tender’s own currency', () => {
    expect(formatAmount(2500, 'USD')).toBe('$2,500.00');
  });

  it('shows the code when the currency is not an ISO code, and nothing for a missing amount', () => {
    expect(formatAmount(1000, 'RUPEES')).toBe('RUPEES 1,000.00');
    expect(formatAmount(undefined, 'INR')).toBe('');
  });
});

it('formats document sizes', () => {
  expect([formatSize(900), formatSize(2048), formatSize(3_500_000)]).toEqual(['900 bytes', '2 KB', '3.3 MB']);
});

describe('closesIn', () => {
  it.each([
    ['2027-01-15', '', 'Closes in 55 days'],
    ['2026-11-22', '', 'Closes in 1 day'],
    ['2026-11-21', '', 'Closes today'],
    ['2026-11-20', '', ''],
    ['2027-01-15', 'Awarded', ''],
  ])('%s %s → %s', (Expiry_Date, Outcome, text) => {
    expect(closesIn({ Expiry_Date, Outcome }, now)).toBe(text);
  });
});

it('puts every status in its tab: Open holds all that take bids, Closed the archive', () => {
  expect(inTab('open', 'Open')).toBe(true);
  expect(inTab('open', 'Closing soon')).toBe(true);
  expect(inTab('closing-soon', 'Open')).toBe(false);
  expect(inTab('closing-soon', 'Closing soon')).toBe(true);
  expect((['Closed', 'Awarded', 'Cancelled'] as const).every((status) => inTab('closed', status) && !inTab('open', status))).toBe(true);
});

it('pages by 20 and keeps the page within range', () => {
  expect(PAGE_SIZE).toBe(20);
  expect(pageOf(45, 1)).toEqual({ page: 1, pages: 3, start: 0, end: 20 });
  expect(pageOf(45, 3)).toEqual({ page: 3, pages: 3, start: 40, end: 45 });
  expect(pageOf(45, 9)).toEqual({ page: 3, pages: 3, start: 40, end: 45 });
  expect(pageOf(0, Number.NaN)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
});

describe('filterTenders', () => {
  const tender = (TenderNo: string, TenderDate: string, Expiry_Date: string, Ship_To = '') =>
    ({ TenderNo, TenderDate, Expiry_Date, Ship_To, Bill_To: '', Sales_Agent: '', Status: 'Open', Reference: '' }) as Tender;
  const list = [
    tender('T/1', '2026-06-10', '2026-07-15', 'Nandini Banquet, Satpur'),
    tender('T/2', '2026-11-12', '2027-02-10', 'Ojas Fintech, Mumbai Naka'),
    tender('T/3', '2026-11-02', '2027-01-15', 'Satpur MIDC shed'),
  ];
  const numbers = (tenders: Tender[]) => tenders.map((t) => t.TenderNo);

  it('sorts newest published first by default, or by expiry either way', () => {
    expect(numbers(filterTenders(list, '', 'published-desc'))).toEqual(['T/2', 'T/3', 'T/1']);
    expect(numbers(filterTenders(list, '', 'expiry-asc'))).toEqual(['T/1', 'T/3', 'T/2']);
    expect(numbers(filterTenders(list, '', 'expiry-desc'))).toEqual(['T/2', 'T/3', 'T/1']);
  });

  it('keeps the tenders that contain every word searched, in any case', () => {
    expect(numbers(filterTenders(list, 'satpur', 'expiry-asc'))).toEqual(['T/1', 'T/3']);
    expect(numbers(filterTenders(list, 'SATPUR shed', 'expiry-asc'))).toEqual(['T/3']);
    expect(filterTenders(list, 'nowhere', 'expiry-asc')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    filterTenders(list, '', 'expiry-asc');
    expect(numbers(list)).toEqual(['T/1', 'T/2', 'T/3']);
  });
});

it('carries the tender number, slashes included, in the query string', () => {
  expect(tenderDetailPath('VI/TN/2026/015')).toBe('/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F015');
  expect(tenderApplyPath('VI/TN/2026/015')).toBe('/tender/login?tenderNo=VI%2FTN%2F2026%2F015');
});
