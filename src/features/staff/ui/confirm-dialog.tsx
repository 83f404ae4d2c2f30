import { useId, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Disables the buttons while the change is being sent. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The control that opened the dialog: focus goes back to it when the dialog has closed. */
  returnFocusTo: HTMLElement | null;
}

/**
 * Asks before a change to a staff member. react-bootstrap's Modal keeps focus inside while open (Tab
 * cycles in it, Escape cancels); focus returns to the button that opened it, held here since the list
 * under the dialog re-renders when the change lands.
 */
export function ConfirmDialog({ show, title, children, confirmLabel, busy, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  const titleId = useId();
  const opener = useRef(returnFocusTo);
  if (returnFocusTo) opener.current = returnFocusTo;
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby={titleId}
      restoreFocus={false}
      onExited={() => {
        if (opener.current?.isConnected) opener.current.focus();
      }}
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
