import type { ReactNode } from 'react';
import { NeedsJavaScript } from './needs-javascript';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Also disabled, without the spinner (a log-in that succeeded is on its way to the next screen). */
  disabled?: boolean;
  className?: string;
}

/** The form's submit button: disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ busy, children, disabled, className }: SubmitButtonProps) {
  return (
    <>
      <NeedsJavaScript />
      <button type="submit" className={`btn btn-primary form-submit${className ? ` ${className}` : ''}`} disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? 'Sending…' : children}
      </button>
    </>
  );
}
