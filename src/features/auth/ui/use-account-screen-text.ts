import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { tenderBoardErrorsText } from '@/shared/ui/form';
import { authText } from '../i18n/auth-text';

/**
 * The texts of an account screen in the page's language, its tab titled `documentTitle`. The tender
 * board's form messages are loaded with them, for its forms' errors on a Marathi page (`useFormMessage`).
 */
export function useAccountScreenText(documentTitle: string) {
  useText(tenderBoardErrorsText);
  const t = useText(authText);
  useDocumentTitle(t(documentTitle));
  return t;
}
