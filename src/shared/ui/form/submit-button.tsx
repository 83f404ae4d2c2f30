import type { ReactNode } from 'react';
import { useText } from '@/shared/i18n';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { formText } from './i18n/form-text';
import { NeedsJavaScript } from './needs-javascript';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Also disabled, without the spinner (a log-in that succeeded is on its way to the next screen). */
  disabled?: boolean;
  className?: string;
}

/**
 * The form's submit button: disabled, with a spinner, while the form is being sent. It is also disabled
 * until the form has hydrated: the server's HTML of a form would otherwise be sent by the browser itself,
 * as a GET with every typed value in the address (and the server's logs).
 */
export function SubmitButton({ busy, children, disabled, className }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const t = useText(formText);
  return (
    <>
      <NeedsJavaScript />
      <button type="submit" className={`btn btn-primary form-submit${className ? ` ${className}` : ''}`} disabled={busy || disabled || !hydrated} aria-busy={busy || undefined}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? t('Sending…') : children}
      </button>
    </>
  );
}
