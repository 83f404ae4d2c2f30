import { useId, type ReactNode, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';
import { useText } from '@/shared/i18n';
import { formText, useFormMessage } from './i18n/form-text';

interface SuccessDialogProps {
  show: boolean;
  onClose: () => void;
  /** The popup's words; docs/spec-fields.md §8's 'Your form has been submitted successfully!' by default. */
  message?: string;
  /** A sentence under the message. */
  children?: ReactNode;
  /** Buttons beside Close (sign-up's Log In). */
  actions?: ReactNode;
  /**
   * The form that was sent: focus goes back to its submit button when the popup closes. (The button was
   * disabled while sending, so the browser had already moved focus to the page body, where the dialog's
   * own focus return would leave it.)
   */
  formRef?: RefObject<HTMLFormElement | null>;
}

/** The popup after a successful submission, with a Close button. */
export function SuccessDialog({ show, onClose, message = FORM_SUCCESS_MESSAGE, children, actions, formRef }: SuccessDialogProps) {
  const messageId = useId();
  const t = useText(formText);
  const formMessage = useFormMessage();
  const returnFocus = () => formRef?.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={messageId} restoreFocus={!formRef} onExited={formRef ? returnFocus : undefined}>
      <Modal.Body>
        <h2 id={messageId} className="form-success__message">
          {formMessage(message)}
        </h2>
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant={actions ? 'outline-secondary' : 'primary'} onClick={onClose}>
          {t('Close')}
        </Button>
        {actions}
      </Modal.Footer>
    </Modal>
  );
}
