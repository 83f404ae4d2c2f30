import type { ReactNode } from 'react';
import { NeedsJavaScript } from './needs-javascript';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
}

/** The form's submit button: disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <>
      <NeedsJavaScript />
      <button type="submit" className="btn btn-primary form-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? 'Sending…' : children}
      </button>
    </>
  );
}
