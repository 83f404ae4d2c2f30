import type { ReactNode } from 'react';
import { COMPANY } from '@/shared/config/company';
import { useText } from '@/shared/i18n';
import { formText } from './i18n/form-text';

/**
 * Shown only where JavaScript is off (a page rendered on the server still shows its forms): sending a
 * form needs JavaScript, so it gives the phone number and e-mail instead. React renders `<noscript>`
 * on the server and leaves it alone in the browser.
 */
export function NeedsJavaScript() {
  const t = useText(formText);
  return (
    <noscript>
      <p className="alert alert-warning mt-3 mb-0">
        {t('Sending this form needs JavaScript, which is off in your browser. Please call us on')} <a href={`tel:+91${COMPANY.phone}`}>{COMPANY.phoneDisplay}</a> {t('or write to')}{' '}
        <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
      </p>
    </noscript>
  );
}

/**
 * A submit button shown only where JavaScript is off: with it, the form follows each choice as it is
 * made; without it, this button sends the choices to the server, which answers with the same screen.
 */
export function NoScriptSubmit({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className={className}>
        {children}
      </button>
    </noscript>
  );
}
