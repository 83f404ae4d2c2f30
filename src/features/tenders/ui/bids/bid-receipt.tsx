import { bidText } from '@/entities/bid';
import type { MyApplicationBid } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { ENVELOPE_TEXTS } from '../../config/bid-texts';
import { formatSize } from '../../lib/tender-format';
import { Fact } from '@/shared/ui/fact';

/** Prints the page marked so its print style leaves out everything but the receipt. */
function printReceipt() {
  document.body.classList.add('print-bid-receipt');
  try {
    window.print();
  } finally {
    document.body.classList.remove('print-bid-receipt');
  }
}

/** `BidReceipt` of `@/entities/bid`, or the same as My applications carries it. */
type Receipt = MyApplicationBid['receipt'];

/**
 * What a vendor keeps: the bid number, the server's time, the SHA-256 of every file and of the financial
 * envelope. Printable on its own (the rest of the page is left off the print). Its times are written in the
 * page's own date format (`formatInstant`: the tender page's `yyyy-MM-dd`, My applications' `dd/MM/yyyy`).
 */
export function BidReceipt({ receipt, formatInstant, headingLevel = 3 }: { receipt: Receipt; formatInstant: (iso: string) => string; headingLevel?: 2 | 3 }) {
  const t = useText(bidText);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="bid-receipt" aria-label={`${t('Bid receipt')} ${receipt.bidNumber}`}>
      <Heading className="h5">{t('Bid receipt')}</Heading>
      <dl className="bid-receipt__facts">
        <Fact label={t('Bid number')}>{receipt.bidNumber}</Fact>
        <Fact label={t('Tender')}>{receipt.tenderNo}</Fact>
        <Fact label={t('Received at')}>
          <time dateTime={receipt.submittedAt}>{formatInstant(receipt.submittedAt)}</time>
        </Fact>
        {receipt.confirmedAt && receipt.confirmedAt !== receipt.submittedAt && (
          <Fact label={t('Last confirmed at')}>
            <time dateTime={receipt.confirmedAt}>{formatInstant(receipt.confirmedAt)}</time>
          </Fact>
        )}
        <Fact label={t('SHA-256 of the financial envelope')} valueClassName="bid-receipt__hash">{receipt.financialSha256}</Fact>
      </dl>
      <div className="table-responsive">
        <table className="table table-sm bid-receipt__files">
          <caption>{t('Files')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('File')}</th>
              <th scope="col">{t('Envelope')}</th>
              <th scope="col">{t('Size')}</th>
              <th scope="col">{t('SHA-256')}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.files.map((file) => (
              <tr key={file.index}>
                <th scope="row">{file.name}</th>
                <td>{t(ENVELOPE_TEXTS[file.envelope] ?? file.envelope)}</td>
                <td>{formatSize(file.size)}</td>
                <td className="bid-receipt__hash">{file.sha256}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-outline-secondary btn-sm tender-no-print" onClick={printReceipt}>
        {t('Print receipt')}
      </button>
    </section>
  );
}
