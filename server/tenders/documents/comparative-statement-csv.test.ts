import { parse } from 'csv-parse/sync';
import { comparativeStatementCsv, csvCell, STATEMENT_CSV_COLUMNS } from './comparative-statement-csv';
import { STATEMENT } from './evaluation-fixtures';
import { EvaluationDocumentError } from './evaluation-records';

describe('csvCell', () => {
  it('quotes a field with a quote, a comma or a line break, its quotes doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Patil, Sons')).toBe('"Patil, Sons"');
    expect(csvCell('The "best" ceilings')).toBe('"The ""best"" ceilings"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('defuses a text that starts like a formula with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('comparativeStatementCsv', () => {
  const csv = comparativeStatementCsv(STATEMENT);

  it('is UTF-8 CSV with a byte-order mark and CRLF line ends', () => {
    expect(csv.startsWith('\uFEFFRank,Bid number,Bidder,"Amount (₹, without GST)",GST rate (%),GST (₹),Total (₹),Validity (days),Submitted (India time),Flags\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('reads back as the statement: plain decimal amounts, India time, the flags, the formula defused', () => {
    const records: string[][] = parse(csv, { bom: true });
    expect(records[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(records.slice(1)).toEqual([
      ['L1', 'BID-20270115-A1B2C3D4E5', 'Shree Glass Works', '1462846.50', '18', '263312.37', '1726158.87', '90', '15/01/2027 15:45:42 IST', ''],
      ['L2', 'BID-20270116-0F0F0F0F0F', 'श्री गणेश इंटिरियर्स', '1510000.00', '18', '271800.00', '1781800.00', '120', '17/01/2027 00:15:00 IST', ''],
      ['', 'BID-20270120-DEADBEEF00', `'=HYPERLINK("http://x.example","Patil, "Sons"")`, '1200000.00', '12', '144000.00', '1344000.00', '60', '21/01/2027 17:30:01 IST', 'late; envelope does not match its receipt'],
    ]);
  });

  it('has only the header for a statement without financial bids', () => {
    expect(comparativeStatementCsv({ ...STATEMENT, rows: [] }).split('\r\n')).toHaveLength(2);
  });

  it('refuses figures that do not add up or are not whole paise', () => {
    const [row] = STATEMENT.rows;
    expect(() => comparativeStatementCsv({ ...STATEMENT, rows: [{ ...row, totalPaise: row.totalPaise + 1 }] })).toThrow(EvaluationDocumentError);
    expect(() => comparativeStatementCsv({ ...STATEMENT, rows: [{ ...row, amountPaise: 1.5, totalPaise: row.gstPaise + 1.5 }] })).toThrow(/whole paise/);
    expect(() => comparativeStatementCsv({ ...STATEMENT, rows: [{ ...row, submittedAt: 'yesterday' }] })).toThrow(/ISO instant/);
  });
});
