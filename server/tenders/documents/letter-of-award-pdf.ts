import { checkAward, DEFAULT_ACCEPTANCE_DAYS, indiaDate, type Award } from './evaluation-records';
import { amountInWords, formatPaise } from '@/shared/lib/money-words';
import { Flow } from './pdf-flow';
import { drawLine, leading, newSheet, type PdfOptions } from './pdf-typesetter';

const MUTED = '#555555';

/**
 * The Letter of Award to the chosen bidder as an A4 PDF: the company's letterhead, the tender and the bid,
 * the price in figures (Indian grouping) and in words (Indian system), GST and the total, why the bid was
 * chosen when it was not L1, the days to accept, the signatory, and a block for the bidder's acceptance.
 * The same award gives the same bytes (its time is the PDF's date).
 */
export function letterOfAwardPdf(award: Award, options: PdfOptions = {}): Promise<Buffer> {
  checkAward(award);
  const { company } = award;
  const sheet = newSheet({
    title: `Letter of Award, tender ${award.tenderNo}`,
    subject: `${award.reference}: award to ${award.bidder}`,
    author: company.name,
    createdAt: new Date(award.awardedAt),
    compress: options.compress,
  });
  const flow = new Flow(sheet, { side: 56, top: 48, bottom: 40 });
  const { doc } = flow;
  const body = { size: 10.5 };
  const acceptanceDays = award.acceptanceDays ?? DEFAULT_ACCEPTANCE_DAYS;

  flow.paragraph(company.name, { size: 15, weight: 'bold' });
  for (const line of company.addressLines) flow.paragraph(line, { size: 9, color: MUTED });
  flow.paragraph([company.email, company.phone].filter(Boolean).join(' · '), { size: 9, color: MUTED });
  flow.space(6);
  flow.rule('#777777', 0.8);
  flow.space(12);

  const baseline = flow.y + body.size;
  drawLine(doc, `Ref.: LoA/${award.tenderNo}`, flow.left, baseline, body);
  drawLine(doc, `Date: ${indiaDate(award.awardedAt)}`, flow.left, baseline, { ...body, align: 'right', width: flow.width });
  flow.space(leading(body.size) + 14);

  flow.paragraph('Letter of Award', { size: 14, weight: 'bold', align: 'center' });
  flow.space(10);

  flow.paragraph('To,', body);
  flow.paragraph(award.bidder, { ...body, weight: 'bold' });
  flow.paragraph(`Bid number: ${award.bidNumber}`, body);
  flow.space(10);
  flow.paragraph(`Subject: Award of Tender No. ${award.tenderNo}, ${award.reference}`, { ...body, weight: 'bold' });
  flow.space(10);

  flow.paragraph('Dear Sir or Madam,', body);
  flow.space(4);
  flow.paragraph(
    `With reference to your bid number ${award.bidNumber} against the above tender, we are pleased to inform you that your bid has been accepted and the work is awarded to you at the following price:`,
    body,
  );
  flow.space(8);
  flow.table(
    [
      { header: 'Particulars', width: flow.width - 150 },
      { header: 'Amount', width: 150, align: 'right' },
    ],
    [
      ['Amount without GST', formatPaise(award.amountPaise)],
      [`GST at ${award.gstRate}%`, formatPaise(award.gstPaise)],
      [
        { text: 'Total including GST', weight: 'bold' },
        { text: formatPaise(award.totalPaise), weight: 'bold' },
      ],
    ],
    10,
  );
  flow.space(6);
  flow.paragraph(`Amount without GST in words: ${amountInWords(award.amountPaise)}.`, body);
  flow.paragraph(`Total including GST in words: ${amountInWords(award.totalPaise)}.`, body);
  flow.space(8);

  if (award.rank !== 'L1') {
    flow.paragraph(`Your bid was ranked ${award.rank} at the financial opening. It is chosen over the L1 bid for this reason: ${award.reason.trim()}`, body);
    flow.space(8);
  }
  flow.paragraph(
    'This award is made on the terms and conditions of the tender documents, their corrigenda and your bid, which together form the contract.',
    body,
  );
  flow.space(4);
  flow.paragraph(
    `Please confirm your acceptance by signing and returning a copy of this letter within ${acceptanceDays} ${acceptanceDays === 1 ? 'day' : 'days'} of its date; if it is not accepted by then, the award may be withdrawn.`,
    body,
  );
  flow.space(12);

  flow.ensure(leading(body.size) * 4 + 30);
  flow.paragraph('Yours faithfully,', body);
  flow.paragraph(`For ${company.name}`, { ...body, weight: 'bold' });
  flow.space(30);
  flow.paragraph(award.awardedBy, body);
  flow.paragraph('Authorised Signatory', { ...body, color: MUTED });
  flow.space(14);

  flow.ensure(84);
  flow.rule();
  flow.space(8);
  flow.paragraph('Acceptance by the bidder', { size: 10, weight: 'bold' });
  flow.paragraph(`We accept this award on the terms above. For ${award.bidder}:`, { size: 10 });
  flow.space(28);
  const third = flow.width / 3;
  const lineY = flow.y;
  ['Signature and seal', 'Name', 'Date'].forEach((label, index) => {
    const x = flow.left + index * third;
    doc.save().moveTo(x, lineY).lineTo(x + third - 18, lineY).lineWidth(0.6).strokeColor('#777777').stroke().restore();
    drawLine(doc, label, x, lineY + 12, { size: 8.5, color: MUTED });
  });
  flow.space(20);

  flow.finish((page, pages) => `Letter of Award · Tender ${award.tenderNo} · Bid ${award.bidNumber} · page ${page} of ${pages}`, { size: 7.5, color: MUTED });
  return sheet.bytes;
}
