import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useText } from '@/shared/i18n';
import { formText, useFormMessage } from './i18n/form-text';

interface FormFailureProps {
  message: string | null;
  onDismiss: () => void;
}

/**
 * Why the last submission did not go through; the form keeps every value so the visitor can retry.
 * The alert takes focus when it appears, so a keyboard or screen-reader user hears it at once.
 */
export function FormFailure({ message, onDismiss }: FormFailureProps) {
  const alert = useRef<HTMLDivElement>(null);
  const t = useText(formText);
  const formMessage = useFormMessage();
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={alert} tabIndex={-1} variant="danger" role="alert" dismissible onClose={onDismiss} closeLabel={t('Dismiss this message')} className="form-failure">
      {formMessage(message)}
    </Alert>
  );
}
