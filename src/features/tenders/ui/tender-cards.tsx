import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/lib/dates';
import { useText } from '@/shared/i18n';
import { Fact } from '@/shared/ui/fact';
import { tendersText } from '../i18n/tenders-text';
import { formatAmount, tenderDetailPath } from '../lib/tender-format';
import { useClosesIn } from '../lib/use-closes-in';
import { StatusBadge } from './status-badge';
import { ApplyAction, CorrigendumMark, type TenderRow } from './tender-table';

/**
 * The tender board below 768 px: one card per tender with its number, subject, site, status, deadline, amount,
 * View and Apply, all within the screen's width (no sideways scrolling).
 */
export function TenderCards({ rows, label, now }: { rows: TenderRow[]; label: string; now: Date }) {
  const t = useText(tendersText);
  const closesIn = useClosesIn();
  return (
    <ul className="tender-cards list-unstyled" aria-label={label}>
      {rows.map(({ tender, status }) => (
        <li key={tender.TenderNo} className="tender-card">
          <div className="tender-card__head">
            <h2 className="tender-card__number h6 mb-0">{tender.TenderNo}</h2>
            <StatusBadge status={status} />
          </div>
          {tender.Reference && <p className="tender-card__subject mb-1">{tender.Reference}</p>}
          <CorrigendumMark date={tender.Corrigendum_Date} />
          <p className="tender-card__site mb-2">{tender.Ship_To}</p>
          <dl className="tender-card__facts">
            <Fact label={t('Deadline')}>
              {formatDate(tender.Expiry_Date)}
              {closesIn(tender, now) && <span className="d-block small text-body-secondary">{closesIn(tender, now)}</span>}
            </Fact>
            <Fact label={t('Amount')}>{formatAmount(tender.TenderTotalAmont, tender.Currency)}</Fact>
          </dl>
          <div className="tender-card__actions">
            <Link to={tenderDetailPath(tender.TenderNo)} className="btn btn-outline-secondary btn-sm">
              {t('View')}
              <span className="visually-hidden">{t(' tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span>
            </Link>
            <ApplyAction tender={tender} status={status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
