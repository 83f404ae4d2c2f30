import { checkStatement, indiaStamp, type ComparativeStatement } from './evaluation-records';
import { formatPaise } from '@/shared/lib/money-words';
import { Flow, type Column } from './pdf-flow';
import { newSheet, type PdfOptions } from './pdf-typesetter';

const FLAG_COLOR = '#9b1c1c';
const MUTED = '#555555';

const names = (list: string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/**
 * The comparative statement as an A4 landscape PDF: the tender, who opened the bids and when, the financial
 * bids of the qualified bidders ranked by the amount without GST (flagged bids after, unranked, with their
 * flags), the bidders not qualified at the technical stage with the reason, and a signature line for each
 * opener. The same statement gives the same bytes (its opening time is the PDF's date).
 */
export function comparativeStatementPdf(statement: ComparativeStatement, options: PdfOptions = {}): Promise<Buffer> {
  checkStatement(statement);
  const sheet = newSheet({
    title: `Comparative statement of bids, tender ${statement.tenderNo}`,
    subject: statement.reference,
    author: names(statement.openedBy) || 'Tender opening committee',
    createdAt: new Date(statement.openedAt),
    layout: 'landscape',
    compress: options.compress,
  });
  const flow = new Flow(sheet, { side: 40, top: 40, bottom: 48 });

  flow.paragraph('Comparative Statement of Bids', { size: 16, weight: 'bold' });
  flow.space(4);
  flow.paragraph(`Tender No. ${statement.tenderNo}`, { size: 11, weight: 'bold' });
  flow.paragraph(statement.reference, { size: 11 });
  if (statement.billTo) flow.paragraph(`Bill to: ${statement.billTo}`, { size: 9.5, color: MUTED });
  flow.paragraph(`Bids opened on ${indiaStamp(statement.openedAt)}${statement.openedBy.length ? ` by ${names(statement.openedBy)}` : ''}.`, { size: 9.5, color: MUTED });
  flow.space(10);

  flow.paragraph('Financial bids of the qualified bidders', { size: 11, weight: 'bold' });
  flow.space(2);
  const columns: Column[] = [
    { header: 'Rank', width: 30 },
    { header: 'Bid number', width: 128 },
    { header: 'Bidder', width: 134 },
    { header: 'Amount without GST', width: 80, align: 'right' },
    { header: 'GST rate', width: 34, align: 'right' },
    { header: 'GST', width: 70, align: 'right' },
    { header: 'Total', width: 80, align: 'right' },
    { header: 'Validity', width: 44, align: 'right' },
    { header: 'Submitted', width: 70 },
  ];
  columns.push({ header: 'Flags', width: flow.width - columns.reduce((sum, column) => sum + column.width, 0) });
  if (statement.rows.length === 0) flow.paragraph('No financial bid was opened.', { size: 9.5 });
  else
    flow.table(
      columns,
      statement.rows.map((row) => [
        { text: row.rank ?? '—', weight: row.rank === 'L1' ? 'bold' : undefined },
        row.bidNumber,
        row.bidder,
        formatPaise(row.amountPaise),
        `${row.gstRate}%`,
        formatPaise(row.gstPaise),
        { text: formatPaise(row.totalPaise), weight: 'bold' },
        `${row.validityDays} days`,
        indiaStamp(row.submittedAt).replace(' ', '\n'),
        { text: row.flags.join('; '), color: FLAG_COLOR },
      ]),
      8.5,
    );
  flow.space(4);
  flow.paragraph('Ranked L1, L2, … by the amount without GST among the bids without a flag; a flagged bid is listed after them, unranked. Amounts in rupees.', {
    size: 8,
    color: MUTED,
  });

  if (statement.notQualified.length > 0) {
    flow.space(10);
    flow.paragraph('Not qualified at the technical evaluation', { size: 11, weight: 'bold' });
    flow.space(2);
    flow.table(
      [
        { header: 'Bid number', width: 128 },
        { header: 'Bidder', width: 170 },
        { header: 'Reason', width: flow.width - 298 },
      ],
      statement.notQualified.map((bid) => [bid.bidNumber, bid.bidder, bid.reason]),
      8.5,
    );
  }

  if (statement.openedBy.length > 0) {
    flow.space(36);
    flow.ensure(48);
    const slot = flow.width / Math.max(statement.openedBy.length, 3);
    const top = flow.y;
    statement.openedBy.forEach((name, index) => {
      flow.y = top;
      const x = flow.left + index * slot;
      flow.doc.save().moveTo(x, top).lineTo(x + slot - 24, top).lineWidth(0.6).strokeColor('#777777').stroke().restore();
      flow.y = top + 4;
      flow.paragraph(name, { size: 9, indent: index * slot, width: slot - 24 });
      flow.paragraph('Opener', { size: 8, color: MUTED, indent: index * slot, width: slot - 24 });
    });
  }

  flow.finish((page, pages) => `Tender ${statement.tenderNo} · Comparative statement of bids · page ${page} of ${pages}`, { size: 7.5, color: MUTED });
  return sheet.bytes;
}
