import { createHash } from 'node:crypto';
import { comparativeStatementPdf } from './comparative-statement-pdf';
import { AWARD, STATEMENT } from './evaluation-fixtures';
import { EvaluationDocumentError } from './evaluation-records';
import { letterOfAwardPdf } from './letter-of-award-pdf';
import { pdfText } from './pdf-text';

jest.setTimeout(30_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const text = async (pdf: Promise<Buffer>) => (pdfText(await pdf)).map((page) => page.join('\n'));

/** Only `Date` is faked: pdfkit's streams keep their real timers. */
function atSystemTime<T>(iso: string, make: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  return make().finally(() => jest.useRealTimers());
}

describe('the comparative statement PDF', () => {
  it('is a PDF, the same bytes for the same statement whenever it is made, other bytes for another', async () => {
    const first = await atSystemTime('2027-03-01T00:00:00Z', () => comparativeStatementPdf(STATEMENT));
    const second = await atSystemTime('2031-07-15T12:34:56Z', () => comparativeStatementPdf(STATEMENT));
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(sha256(second)).toBe(sha256(first));
    const other = await comparativeStatementPdf({ ...STATEMENT, openedBy: ['Asha Kulkarni'] });
    expect(sha256(other)).not.toBe(sha256(first));
    // The opening time is the document's date; no random file identifier.
    expect(first.toString('latin1')).toContain('(D:20270122053000Z)');
  });

  it('shows the tender, the opening, every bid with its figures, rank and flags, the bidders not qualified and the openers', async () => {
    const [page, ...more] = await text(comparativeStatementPdf(STATEMENT, { compress: false }));
    expect(more).toEqual([]);
    for (const expected of [
      'Comparative Statement of Bids',
      'Tender No. VI/TN/2026/015',
      'Gypsum false ceiling, 3rd floor',
      'Bill to: Nashik Municipal Corporation',
      'Bids opened on 22/01/2027 11:00:00 IST by Asha Kulkarni and Rohan Deshpande.',
      'L1',
      'BID-20270115-A1B2C3D4E5',
      'Shree Glass Works',
      '₹14,62,846.50',
      '₹2,63,312.37',
      '₹17,26,158.87',
      '18%',
      '90 days',
      '15/01/2027',
      '15:45:42 IST',
      '₹12,00,000.00',
      'late; envelope does',
      'Not qualified at the technical evaluation',
      'Sai Décor',
      'No work completion certificate of a similar work in the last five years.',
      'Opener',
      'page 1 of 1',
    ]) {
      expect(page).toContain(expected);
    }
    // The Marathi name is drawn in Noto Sans Devanagari (its shaped glyphs do not read back in order, so
    // the name itself is checked where it is split into runs: pdf-typesetter.test.ts).
    expect((await comparativeStatementPdf(STATEMENT, { compress: false })).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('continues on further pages with the table’s header repeated, each page numbered', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => ({ ...STATEMENT.rows[0], rank: `L${index + 1}` as const, bidNumber: `BID-2027-${String(index).padStart(4, '0')}` }));
    const pages = await text(comparativeStatementPdf({ ...STATEMENT, rows }, { compress: false }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Amount without');
      expect(page).toContain(`page ${index + 1} of ${pages.length}`);
    });
    expect(pages.join('\n')).toContain('BID-2027-0044');
  });

  it('refuses a statement whose figures do not add up', async () => {
    const [row] = STATEMENT.rows;
    expect(() => comparativeStatementPdf({ ...STATEMENT, rows: [{ ...row, gstPaise: row.gstPaise - 1 }] })).toThrow(EvaluationDocumentError);
  });
});

describe('the Letter of Award PDF', () => {
  it('is a PDF, the same bytes for the same award whenever it is made', async () => {
    const first = await atSystemTime('2027-03-01T00:00:00Z', () => letterOfAwardPdf(AWARD));
    const second = await atSystemTime('2030-01-01T00:00:00Z', () => letterOfAwardPdf(AWARD));
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(second)).toBe(sha256(first));
    expect(sha256(await letterOfAwardPdf({ ...AWARD, awardedBy: 'Rohan Deshpande' }))).not.toBe(sha256(first));
  });

  it('names the bidder, the tender and the price in figures and in words, GST, the total, the days to accept and the signatory', async () => {
    const [page, ...more] = await text(letterOfAwardPdf(AWARD, { compress: false }));
    expect(more).toEqual([]);
    const words = page.replace(/\n/g, ' ');
    for (const expected of [
      'Vastukala Interiors Pvt. Ltd.',
      'Ref.: LoA/VI/TN/2026/015',
      'Date: 01/02/2027',
      'Letter of Award',
      'Shree Glass Works',
      'Bid number: BID-20270115-A1B2C3D4E5',
      'Subject: Award of Tender No. VI/TN/2026/015, Gypsum false ceiling, 3rd floor',
      '₹14,62,846.50',
      'GST at 18%',
      '₹2,63,312.37',
      '₹17,26,158.87',
      'Rupees Fourteen Lakh Sixty-Two Thousand Eight Hundred Forty-Six and Fifty Paise Only.',
      'Rupees Seventeen Lakh Twenty-Six Thousand One Hundred Fifty-Eight and Eighty-Seven Paise Only.',
      'within 7 days of its date',
      'For Vastukala Interiors Pvt. Ltd.',
      'Asha Kulkarni',
      'Authorised Signatory',
      'Acceptance by the bidder',
    ]) {
      expect(words).toContain(expected);
    }
    expect(words).not.toContain('ranked');
  });

  it('says why when the award is not to L1, and the days to accept given', async () => {
    const reason = 'The L1 bidder withdrew before the award; the L2 bidder matched the L1 price.';
    const [page] = await text(letterOfAwardPdf({ ...AWARD, rank: 'L2', reason, acceptanceDays: 10 }, { compress: false }));
    const words = page.replace(/\n/g, ' ');
    expect(words).toContain(`Your bid was ranked L2 at the financial opening. It is chosen over the L1 bid for this reason: ${reason}`);
    expect(words).toContain('within 10 days of its date');
  });

  it('refuses an award to another bid than L1 without a reason, and figures that do not add up', () => {
    expect(() => letterOfAwardPdf({ ...AWARD, rank: 'L2', reason: ' ' })).toThrow(/must say why/);
    expect(() => letterOfAwardPdf({ ...AWARD, totalPaise: AWARD.totalPaise + 100 })).toThrow(EvaluationDocumentError);
    expect(() => letterOfAwardPdf({ ...AWARD, acceptanceDays: 0 })).toThrow(EvaluationDocumentError);
  });
});
