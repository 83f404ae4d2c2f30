import {
  acceptsApplications,
  dayEndsAt,
  dayIn,
  deadlineAt,
  openingAt,
  demoDateShift,
  shiftTenderDates,
  statusChangesAt,
  statusValidUntil,
  tenderStatus,
} from './tender-rules';
import { tenderImportSchema } from './tender-import';

// A fixed clock: 22 Nov 2026, 18:00 UTC is 23:30 in Nashik (UTC+05:30).
const now = new Date('2026-11-22T18:00:00Z');
const tender = (Expiry_Date: string, Outcome = '') => ({ Expiry_Date, Outcome });

describe('tender status', () => {
  it('counts days in the company’s time zone, not the visitor’s or UTC', () => {
    expect(dayIn(now)).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(dayIn(now, 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it.each([
    ['2027-01-15', 'Open'],
    ['2026-11-30', 'Open'], // 8 days
    ['2026-11-29', 'Closing soon'], // 7 days
    ['2026-11-22', 'Closing soon'], // the deadline day itself is still open
    ['2026-11-21', 'Closed'],
    ['', 'Closed'], // no deadline, no applications
    ['not a date', 'Closed'],
  ])('deadline %s → %s', (deadline, status) => {
    expect(tenderStatus(tender(deadline), now)).toBe(status);
  });

  it('closes at midnight in Nashik on the deadline day', () => {
    expect(tenderStatus(tender('2026-11-22'), new Date('2026-11-22T18:29:59Z'))).toBe('Closing soon');
    expect(tenderStatus(tender('2026-11-22'), new Date('2026-11-22T18:30:00Z'))).toBe('Closed');
  });

  it('lets staff’s outcome rule over the dates', () => {
    expect(tenderStatus(tender('2027-01-15', 'Awarded'), now)).toBe('Awarded');
    expect(tenderStatus(tender('2027-01-15', 'Cancelled'), now)).toBe('Cancelled');
    expect(tenderStatus(tender('2026-01-15', 'Awarded'), now)).toBe('Awarded');
  });

  it('takes applications only while open or closing soon', () => {
    expect((['Open', 'Closing soon', 'Closed', 'Awarded', 'Cancelled'] as const).map(acceptsApplications)).toEqual([true, true, false, false, false]);
  });

  it('says until when a computed status holds: the next midnight in Nashik', () => {
    expect(statusValidUntil(now).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(statusValidUntil(new Date('2026-11-22T18:30:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('says when what a page shows of a tender changes: at midnight while it is open, never once it is closed', () => {
    expect(statusChangesAt(tender('2026-12-15'), now)?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(statusChangesAt(tender('2026-11-22'), now)?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(statusChangesAt(tender('2026-11-21'), now)).toBeNull();
    expect(statusChangesAt(tender('2026-12-15', 'Awarded'), now)).toBeNull();
    expect(statusChangesAt(tender(''), now)).toBeNull();
  });

  it('finds the instant a day ends in any time zone, where clocks change too', () => {
    expect(dayEndsAt('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(dayEndsAt('2026-11-22', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(dayEndsAt('2026-11-22', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    // Los Angeles: the day the clocks go forward (at 2 a.m.) ends at midnight of summer time.
    expect(dayEndsAt('2026-03-07', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(dayEndsAt('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    // Santiago changes its clocks at midnight: forward, so 6 September starts at 01:00; back, so 4 April has 25 hours.
    expect(dayEndsAt('2026-09-05', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayEndsAt('2026-04-04', 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });
});

describe('demo dates', () => {
  it('move by the days between the content’s reference day and the seed day', () => {
    expect(demoDateShift('2026-11-22', now)).toBe(0);
    expect(demoDateShift('2026-11-12', now)).toBe(10);
    expect(demoDateShift(null, now)).toBe(0);
    const moved = shiftTenderDates(
      { TenderDate: '2026-11-12', Expiry_Date: '2027-02-10', PreBid_Date: '', Bid_Opening_Date: '2027-02-12', reminder: '', Corrigenda: [{ Date: '2026-11-18', Text: 't', New_Deadline: '' }] },
      10,
    );
    expect(moved).toEqual({
      TenderDate: '2026-11-22',
      Expiry_Date: '2027-02-20',
      PreBid_Date: '',
      Bid_Opening_Date: '2027-02-22',
      reminder: '',
      Corrigenda: [{ Date: '2026-11-28', Text: 't', New_Deadline: '' }],
    });
  });
});

describe('the import row schema', () => {
  const row = {
    TenderNo: 'VI/TN/2027/001',
    TenderDate: '2026-11-20',
    Expiry_Date: '2026-12-20',
    Reference: 'Gypsum boards',
    CustomerID: '1',
    ProjectID: 2,
    BillingTypeID: '1',
    ShowQty: 'No',
    Cash: '',
    TotalTax: '1,800.50',
    TotalTaxPER: 18,
    TotalDicountPer: 0,
    TotalDicountAmont: 0,
    SubCostTotalAmont: 10000,
    TenderTotalAmont: '11,800.50',
    AdjustmentCost: 0,
  };

  it('reads CSV text into typed values, with defaults for the optional fields', () => {
    const parsed = tenderImportSchema.parse(row);
    // The figures typed in ("1,800.50") are read, then the tax and the total are computed from the sub-total (issue 38).
    expect(parsed).toMatchObject({ CustomerID: 1, ShowQty: false, Cash: 0, TotalTax: 1800, TenderTotalAmont: 11800, Currency: 'INR', PreBid_Date: '' });
    // Absent: a new tender gets none / is published; an existing one keeps what staff recorded.
    expect([parsed.Outcome, parsed.Published]).toEqual([undefined, undefined]);
  });

  it('names each field that is wrong', () => {
    const result = tenderImportSchema.safeParse({ ...row, TenderDate: '2026-02-30', ShowQty: 'maybe', PreBid_Date: '2026-12-01', Expiry_Date: '2026-11-01' });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['TenderDate', 'ShowQty']);
    const order = tenderImportSchema.safeParse({ ...row, Expiry_Date: '2026-11-01' });
    expect(order.success ? [] : order.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['Expiry_Date', 'must not be before TenderDate']]);
  });
});

describe('a deadline with its time (issue 23)', () => {
  // 15:00 in Nashik is 09:30 UTC.
  const timed = { Expiry_Date: '2026-11-23', Bid_Deadline: '2026-11-23T15:00', Outcome: '' };
  const deadline = new Date('2026-11-23T09:30:00Z');

  it('is the instant of its India wall-clock time; without one, the end of the deadline day', () => {
    expect(deadlineAt(timed)).toEqual(deadline);
    expect(deadlineAt({ Expiry_Date: '2026-11-23', Bid_Deadline: '' })).toEqual(new Date('2026-11-23T18:30:00Z'));
    expect(openingAt({ Bid_Opening_At: '2026-11-23T16:30' })).toEqual(new Date('2026-11-23T11:00:00Z'));
    expect(openingAt({ Bid_Opening_At: '' })).toBeNull();
  });

  it('closes the tender at the deadline minute, and a cached page must end there too', () => {
    expect(tenderStatus(timed, new Date(deadline.getTime() - 1))).toBe('Closing soon');
    expect(tenderStatus(timed, deadline)).toBe('Closed');
    expect(statusChangesAt(timed, new Date('2026-11-23T05:00:00Z'))).toEqual(deadline);
    expect(statusChangesAt(timed, now)).toEqual(new Date('2026-11-22T18:30:00Z'));
  });

  it('gives its day to Expiry_Date and Bid_Opening_Date in the import; the opening may not come before it', () => {
    const row = tenderImportSchema.parse({ TenderNo: 'VI/1', TenderDate: '2026-11-20', Reference: 'R', Bid_Deadline: '2026-12-10 15:00', Bid_Opening_At: '2026-12-10T16:00' });
    expect([row.Expiry_Date, row.Bid_Deadline, row.Bid_Opening_Date]).toEqual(['2026-12-10', '2026-12-10T15:00', '2026-12-10']);
    const early = tenderImportSchema.safeParse({ TenderNo: 'VI/1', TenderDate: '2026-11-20', Reference: 'R', Bid_Deadline: '2026-12-10T15:00', Bid_Opening_At: '2026-12-10T14:00' });
    expect(early.success ? [] : early.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)).toEqual(['Bid_Opening_At must not be before Bid_Deadline']);
    const bad = tenderImportSchema.safeParse({ TenderNo: 'VI/1', TenderDate: '2026-11-20', Expiry_Date: '2026-12-10', Reference: 'R', Bid_Deadline: '2026-12-10T25:00' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path.join('.'))).toEqual(['Bid_Deadline']);
  });
});
