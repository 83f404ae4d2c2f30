import { Link } from 'react-router-dom';
import type { Tender, TenderStatus } from '@/entities/tender';
import { acceptsApplications } from '@/entities/tender';
import { useGetSessionQuery } from '@/entities/session';
import { formatDate } from '@/shared/lib/dates';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useText } from '@/shared/i18n';
import { ColumnHeads } from '@/shared/ui/column-heads';
import { tenderNamesText, tendersText } from '../i18n/tenders-text';
import { formatAmount, tenderApplyPath, tenderDetailPath } from '../lib/tender-format';
import { useClosesIn } from '../lib/use-closes-in';
import { StatusBadge } from './status-badge';

/** docs/spec-fields.md §2: exactly these columns, in this order. */
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

export interface TenderRow {
  tender: Tender;
  status: TenderStatus;
}

/** "Corrigendum 18/11/2026" under a tender number that has been amended. */
export function CorrigendumMark({ date }: { date: string }) {
  const t = useText(tendersText);
  if (!date) return null;
  return (
    <span className="tender-badge tender-badge--corrigendum">
      {t('Corrigendum')} <span className="visually-hidden">{t('of')} </span>
      {formatDate(date)}
    </span>
  );
}

/**
 * Apply while the tender is open; afterwards nothing to press, and a word saying why. A vendor already
 * logged in goes straight to the vendor registration, anyone else to the log-in page first.
 */
export function ApplyAction({ tender, status, size = 'sm' }: TenderRow & { size?: 'sm' | 'lg' }) {
  const t = useText(tendersText);
  // Never in the server's shared HTML: who is logged in is known once the page has hydrated.
  const hydrated = useHydrated();
  const { data: user } = useGetSessionQuery(undefined, { skip: !hydrated });
  if (!acceptsApplications(status)) {
    return <span className="text-body-secondary small">{t('Not open')}</span>;
  }
  return (
    <Link to={tenderApplyPath(tender.TenderNo, Boolean(user))} className={`btn btn-primary btn-${size}`}>
      {t('Apply')}
      <span className="visually-hidden">{t(' for tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span>
    </Link>
  );
}

/**
 * The one address every row is billed to, or null when they differ. The company issues its own tenders, so
 * Bill_To is usually its address on every row: then it is also said once above the table (the column stays,
 * docs/spec-fields.md §2 names it).
 */
export function sharedBillTo(rows: TenderRow[]): string | null {
  const addresses = new Set(rows.map(({ tender }) => tender.Bill_To.trim()));
  return rows.length > 1 && addresses.size === 1 ? [...addresses][0] || null : null;
}

/**
 * The tender board on a desktop: the spec's ten columns, always (phones get `TenderCards`). The first cell
 * says what the tender is for (its Reference, the subject line) under its number; a Bill_To shared by every
 * row is said once above the table as well (`sharedBillTo`).
 */
export function TenderTable({ rows, captionId, caption, now }: { rows: TenderRow[]; captionId: string; caption: string; now: Date }) {
  const t = useText(tendersText);
  const name = useText(tenderNamesText);
  const closesIn = useClosesIn();
  const billedTo = sharedBillTo(rows);
  return (
    <>
      {billedTo && <p className="tender-table__billed-to small text-body-secondary">{t('Every tender here is billed to {{address}}.', { address: billedTo })}</p>}
      <div className="tender-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table tender-table align-middle mb-0">
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <ColumnHeads labels={TENDER_COLUMNS.map((column) => name(column))} />
          <tbody>
            {rows.map(({ tender, status }) => (
              <tr key={tender.TenderNo}>
                <th scope="row" className="tender-table__number">
                  {tender.TenderNo}
                  {tender.Reference && <span className="tender-table__subject">{tender.Reference}</span>}
                  {tender.Corrigendum_Date && (
                    <>
                      <br />
                      <CorrigendumMark date={tender.Corrigendum_Date} />
                    </>
                  )}
                </th>
                <td className="tender-table__address">{tender.Bill_To}</td>
                <td className="tender-table__address">{tender.Ship_To}</td>
                <td>{tender.Sales_Agent}</td>
                <td>
                  <StatusBadge status={status} />
                </td>
                <td className="text-nowrap">{formatDate(tender.TenderDate)}</td>
                <td className="text-nowrap">
                  {formatDate(tender.Expiry_Date)}
                  {closesIn(tender, now) && <span className="d-block small text-body-secondary">{closesIn(tender, now)}</span>}
                </td>
                <td className="text-nowrap text-end">{formatAmount(tender.TenderTotalAmont, tender.Currency)}</td>
                <td>
                  <Link to={tenderDetailPath(tender.TenderNo)}>
                    {t('View')}
                    <span className="visually-hidden">{t(' tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span>
                  </Link>
                </td>
                <td>
                  <ApplyAction tender={tender} status={status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
