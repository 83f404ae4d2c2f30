import type { ReactNode } from 'react';
import { OPENING_FLAG_LABELS, OPENING_FLAGS } from '../model/bid';
import { type OpeningBidder, type OpeningRecord } from '../model/bid.schema';
import { useText } from '@/shared/i18n';
import { formatRupees } from '@/shared/lib/indian-number';
import { formatPaise } from '@/shared/lib/money-words';
import { bidText } from '../i18n/bid-text';
import { OPENING_RECORD_TEXTS as TEXTS } from './opening-record-texts';

/** An ISO instant as the office reads it: `25/11/2026, 15:45:42 IST`. */
export function indiaInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const shifted = new Date(time + 330 * 60_000).toISOString();
  return `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)}, ${shifted.slice(11, 19)} IST`;
}

// The tender detail loads this module: no Intl formatter is made while it hydrates.
export { formatPaise, formatRupees };

const flagsOf = (bidder: OpeningBidder) => OPENING_FLAGS.filter((flag) => bidder.flags[flag]).map((flag) => OPENING_FLAG_LABELS[flag]);

/**
 * The opening record as a table: ranked bids first, then the flagged ones. Vendors get it without files;
 * the desk passes `fileLink` to offer each opened file for download. Times are written by `formatInstant`
 * (the page's own date format; `indiaInstant`, dd/MM/yyyy, by default).
 */
export function OpeningRecordTable({
  record,
  fileLink,
  formatInstant = indiaInstant,
}: {
  record: OpeningRecord;
  /** The desk's download link for one of a row's opened files (the price schedule). */
  fileLink?: (bidder: OpeningBidder, file: OpeningBidder['files'][number]) => ReactNode;
  formatInstant?: (iso: string) => string;
}) {
  const t = useText(bidText);
  return (
    <div className="opening-record">
      <dl className="opening-record__facts">
        <div>
          <dt>{t(TEXTS.openedAt)}</dt>
          <dd>{formatInstant(record.openedAt)}</dd>
        </div>
        <div>
          <dt>{t(TEXTS.openedBy)}</dt>
          <dd>{record.openedBy.join(', ')}</dd>
        </div>
        <div>
          <dt>{t(TEXTS.bidsCount)}</dt>
          <dd>{record.bidsCount}</dd>
        </div>
      </dl>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption>{t(TEXTS.caption, record)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(TEXTS.rank)}</th>
              <th scope="col">{t(TEXTS.bidder)}</th>
              <th scope="col">{t(TEXTS.amount)}</th>
              <th scope="col">{t(TEXTS.gst)}</th>
              <th scope="col">{t(TEXTS.total)}</th>
              <th scope="col">{t(TEXTS.validity)}</th>
              <th scope="col">{t(TEXTS.submittedAt)}</th>
              <th scope="col">{t(TEXTS.flags)}</th>
              {fileLink && <th scope="col">{t(TEXTS.files)}</th>}
            </tr>
          </thead>
          <tbody>
            {record.bidders.map((bidder) => {
              const flags = flagsOf(bidder);
              return (
                <tr key={bidder.bidNumber}>
                  <td>{bidder.rank ?? t(TEXTS.unranked)}</td>
                  <th scope="row">
                    {bidder.bidder}
                    <span className="d-block small text-body-secondary">
                      {t(TEXTS.bidNumber)} {bidder.bidNumber}
                    </span>
                  </th>
                  <td>{formatPaise(bidder.amountPaise)}</td>
                  <td>{TEXTS.gstRate(bidder.gstRate, formatPaise(bidder.gstPaise))}</td>
                  <td>{formatPaise(bidder.totalPaise)}</td>
                  <td>{t(TEXTS.days, { days: bidder.validityDays })}</td>
                  <td>{formatInstant(bidder.submittedAt)}</td>
                  <td>
                    {flags.length > 0 ? flags.map((flag) => t(flag)).join(', ') : t(TEXTS.none)}
                    {!bidder.financialMatches && <span className="d-block">{t(TEXTS.financialMismatch)}</span>}
                  </td>
                  {fileLink && (
                    <td>
                      <ul className="list-unstyled mb-0">
                        {bidder.files.map((file) => (
                          <li key={file.index}>
                            {fileLink(bidder, file)} <span className="small">({file.matches ? t(TEXTS.hashMatches) : t(TEXTS.hashMismatch)})</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
