import { useText } from '@/shared/i18n';
import { languageOfferText } from '../i18n/language-offer-text';

interface LanguageOfferLineProps {
  /** This page in Marathi. */
  href: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** The one line itself, loaded only for a browser that prefers Marathi (`LanguageOffer`). */
export function LanguageOfferLine({ href, onAccept, onDecline }: LanguageOfferLineProps) {
  const t = useText(languageOfferText);
  return (
    <aside className="language-offer" lang="mr-IN" aria-label="मराठी">
      <a href={href} hrefLang="mr-IN" onClick={onAccept}>
        {t('readInMarathi')}
      </a>
      <button type="button" className="btn btn-sm btn-link language-offer__close" lang="en-IN" onClick={onDecline}>
        {t('offerClose')}
      </button>
    </aside>
  );
}
