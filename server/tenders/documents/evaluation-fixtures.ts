import type { Award, ComparativeStatement } from './evaluation-records';

/**
 * A tender's evaluation as the documents' tests read it: three qualified bids (one flagged, so unranked),
 * one Marathi name, names that look like spreadsheet formulas or carry quotes, and one bidder not qualified.
 */
export const STATEMENT: ComparativeStatement = {
  tenderNo: 'VI/TN/2026/015',
  reference: 'Gypsum false ceiling, 3rd floor',
  billTo: 'Nashik Municipal Corporation',
  openedAt: '2027-01-22T05:30:00Z',
  openedBy: ['Asha Kulkarni', 'Rohan Deshpande'],
  rows: [
    {
      rank: 'L1',
      bidNumber: 'BID-20270115-A1B2C3D4E5',
      bidder: 'Shree Glass Works',
      amountPaise: 146_284_650,
      gstRate: 18,
      gstPaise: 26_331_237,
      totalPaise: 172_615_887,
      validityDays: 90,
      submittedAt: '2027-01-15T10:15:42Z',
      flags: [],
    },
    {
      rank: 'L2',
      bidNumber: 'BID-20270116-0F0F0F0F0F',
      bidder: 'श्री गणेश इंटिरियर्स',
      amountPaise: 151_000_000,
      gstRate: 18,
      gstPaise: 27_180_000,
      totalPaise: 178_180_000,
      validityDays: 120,
      submittedAt: '2027-01-16T18:45:00Z',
      flags: [],
    },
    {
      rank: null,
      bidNumber: 'BID-20270120-DEADBEEF00',
      bidder: '=HYPERLINK("http://x.example","Patil, "Sons"")',
      amountPaise: 120_000_000,
      gstRate: 12,
      gstPaise: 14_400_000,
      totalPaise: 134_400_000,
      validityDays: 60,
      submittedAt: '2027-01-21T12:00:01Z',
      flags: ['late', 'envelope does not match its receipt'],
    },
  ],
  notQualified: [{ bidNumber: 'BID-20270110-1234567890', bidder: 'Sai Décor', reason: 'No work completion certificate of a similar work in the last five years.' }],
};

export const COMPANY = {
  name: 'Vastukala Interiors Pvt. Ltd.',
  addressLines: ['College Road', 'Nashik 422005, Maharashtra'],
  email: 'office@vastukala.example',
  phone: '+91 253 234 5678',
};

/** The award of that tender to its L1 bid, figures as the statement has them. */
const { bidNumber, bidder, amountPaise, gstRate, gstPaise, totalPaise } = STATEMENT.rows[0];
export const AWARD: Award = {
  tenderNo: STATEMENT.tenderNo,
  reference: STATEMENT.reference,
  bidNumber,
  bidder,
  amountPaise,
  gstRate,
  gstPaise,
  totalPaise,
  rank: 'L1',
  reason: '',
  awardedAt: '2027-02-01T06:30:00Z',
  awardedBy: 'Asha Kulkarni',
  company: COMPANY,
};
