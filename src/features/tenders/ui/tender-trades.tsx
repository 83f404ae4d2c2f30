import { useTradeLabel } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { tenderDetailText } from '../i18n/tender-detail-text';

/** The trades a tender is for, as badges under its heading (issue 38, item 5); nothing for a tender without any. */
export function TenderTrades({ trades }: { trades: readonly string[] }) {
  const t = useText(tenderDetailText);
  const label = useTradeLabel();
  if (trades.length === 0) return null;
  return (
    <ul className="list-inline tender-trades mb-4" aria-label={t('Trades')}>
      {trades.map((code) => (
        <li key={code} className="list-inline-item">
          <span className="badge rounded-pill text-bg-secondary tender-trades__badge">{label(code)}</span>
        </li>
      ))}
    </ul>
  );
}
