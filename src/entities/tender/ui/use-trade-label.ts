import { useText } from '@/shared/i18n';
import { tradeLabel } from '@/shared/config/trades';
import { tradeText } from '../i18n/trade-text';

/** A trade's label in the page's language (English: the catalogue's label; Marathi: its translation). */
export function useTradeLabel(): (code: string) => string {
  const t = useText(tradeText);
  return (code) => t(tradeLabel(code));
}
