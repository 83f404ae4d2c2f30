import type { Tender } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { tenderCountsText, tendersText } from '../i18n/tenders-text';
import { daysLeft } from './tender-format';

/** `closesIn` in the page's language: "Closes today", "Closes in 3 days"; '' once the tender takes no bids. */
export function useClosesIn(): (tender: Pick<Tender, 'Expiry_Date' | 'Outcome'>, now: Date) => string {
  const t = useText(tendersText);
  const plural = useText(tenderCountsText);
  return (tender, now) => {
    const days = daysLeft(tender, now);
    if (days === null) return '';
    return days === 0 ? t('Closes today') : plural('closesIn', { count: days });
  };
}
