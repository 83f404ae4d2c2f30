import { Link } from 'react-router-dom';
import type { Tender } from '@/shared/contracts/entities';
import { formatDate } from '@/shared/lib/dates';
import { formatAmount, tenderApplyPath, tenderDetailPath } from '../lib/tender-format';
import { ExpiryBadge } from './expiry-badge';

/** SPEC section 2: exactly these columns, in this order. */
export const TENDER_COLUMNS = [
  'Tender_Number',
  'Bill_To',
  'Ship_To',
  'Sales_Agent',
  'Status',
  'Publish_Date',
  'Expiry_Date',
  'Total_Amount',
  'View',
  'Apply',
] as const;

/**
 * The tender board. On narrow screens the table scrolls sideways inside a focusable region while
 * the tender number stays pinned on the left, so every row keeps its label.
 */
export function TenderTable({ tenders, captionId }: { tenders: Tender[]; captionId: string }) {
  return (
    <div className="tender-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table tender-table align-middle mb-0">
        <caption id={captionId} className="visually-hidden">
          Published tenders
        </caption>
        <thead>
          <tr>
            {TENDER_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tenders.map((tender) => (
            <tr key={tender.TenderNo}>
              <th scope="row" className="tender-table__number">
                {tender.TenderNo}
              </th>
              <td className="tender-table__address">{tender.Bill_To}</td>
              <td className="tender-table__address">{tender.Ship_To}</td>
              <td>{tender.Sales_Agent}</td>
              <td>{tender.Status}</td>
              <td className="text-nowrap">{formatDate(tender.TenderDate)}</td>
              <td className="text-nowrap">
                {formatDate(tender.Expiry_Date)}
                <br />
                <ExpiryBadge expiryDate={tender.Expiry_Date} />
              </td>
              <td className="text-nowrap text-end">{formatAmount(tender.TenderTotalAmont, tender.Currency)}</td>
              <td>
                <Link to={tenderDetailPath(tender.TenderNo)}>
                  View<span className="visually-hidden"> tender {tender.TenderNo}</span>
                </Link>
              </td>
              <td>
                <Link to={tenderApplyPath(tender.TenderNo)} className="btn btn-primary btn-sm">
                  Apply<span className="visually-hidden"> for tender {tender.TenderNo}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
