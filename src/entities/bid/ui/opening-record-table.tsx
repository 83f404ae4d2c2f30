import type { ReactNode } from 'react';
import { OPENING_FLAG_LABELS, OPENING_FLAGS, type OpeningBidder, type OpeningRecord } from '../model/bid';
import { formatRupees } from '@/shared/lib/indian-number';
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
export { formatRupees };

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
  fileLink?: (bidder: OpeningBidder, file: OpeningBidder['files'][number]) => ReactNode;
  formatInstant?: (iso: string) => string;
}) {
  return (
    <div className="opening-record">
      <dl className="opening-record__facts">
        <div>
          <dt>{TEXTS.openedAt}</dt>
          <dd>{formatInstant(record.openedAt)}</dd>
        </div>
        <div>
          <dt>{TEXTS.openedBy}</dt>
          <dd>{record.openedBy.join(', ')}</dd>
        </div>
        <div>
          <dt>{TEXTS.bidsCount}</dt>
          <dd>{record.bidsCount}</dd>
        </div>
      </dl>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption>{TEXTS.caption(record.tenderNo)}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.rank}</th>
              <th scope="col">{TEXTS.bidder}</th>
              <th scope="col">{TEXTS.amount}</th>
              <th scope="col">{TEXTS.gst}</th>
              <th scope="col">{TEXTS.total}</th>
              <th scope="col">{TEXTS.validity}</th>
              <th scope="col">{TEXTS.submittedAt}</th>
              <th scope="col">{TEXTS.flags}</th>
              {fileLink && <th scope="col">{TEXTS.files}</th>}
            </tr>
          </thead>
          <tbody>
            {record.bidders.map((bidder) => {
              const flags = flagsOf(bidder);
              return (
                <tr key={bidder.bidNumber}>
                  <td>{bidder.rank ?? TEXTS.unranked}</td>
                  <th scope="row">
                    {bidder.bidder}
                    <span className="d-block small text-body-secondary">
                      {TEXTS.bidNumber} {bidder.bidNumber}
                    </span>
                  </th>
                  <td>{formatRupees(bidder.amount)}</td>
                  <td>{TEXTS.gstRate(bidder.gstRate, formatRupees(bidder.gstAmount))}</td>
                  <td>{formatRupees(bidder.total)}</td>
                  <td>{TEXTS.days(bidder.validityDays)}</td>
                  <td>{formatInstant(bidder.submittedAt)}</td>
                  <td>
                    {flags.length > 0 ? flags.join(', ') : TEXTS.none}
                    {!bidder.financialMatches && <span className="d-block">{TEXTS.financialMismatch}</span>}
                  </td>
                  {fileLink && (
                    <td>
                      <ul className="list-unstyled mb-0">
                        {bidder.files.map((file) => (
                          <li key={file.index}>
                            {fileLink(bidder, file)} <span className="small">({file.matches ? TEXTS.hashMatches : TEXTS.hashMismatch})</span>
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
