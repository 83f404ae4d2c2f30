import type { Tender } from '@/shared/contracts/entities';
import { daysUntil, expiryBadge, filterTenders, formatAmount, tenderApplyPath, tenderDetailPath } from './tender-format';

const today = new Date(2026, 10, 21, 23, 30); // 21 Nov 2026, late evening local time

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

describe('expiry badge', () => {
  it('counts whole calendar days from the visitor’s day', () => {
    expect(daysUntil('2026-11-22', today)).toBe(1);
    expect(daysUntil('2026-11-21', today)).toBe(0);
    expect(daysUntil('2026-11-20', today)).toBe(-1);
    expect(daysUntil('not a date', today)).toBeNull();
  });

  it.each([
    ['2027-01-15', { label: 'Closes in 55 days', tone: 'open' }],
    ['2026-11-28', { label: 'Closes in 7 days', tone: 'soon' }],
    ['2026-11-22', { label: 'Closes in 1 day', tone: 'soon' }],
    ['2026-11-21', { label: 'Closes today', tone: 'soon' }],
    ['2026-07-15', { label: 'Closed', tone: 'closed' }],
  ])('%s → %o', (date, badge) => {
    expect(expiryBadge(date, today)).toEqual(badge);
  });

  it('shows no badge without a date', () => {
    expect(expiryBadge('', today)).toBeNull();
  });
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
