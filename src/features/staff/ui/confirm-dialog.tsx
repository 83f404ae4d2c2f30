import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's words ("Award"). */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Asks before a change that vendors see at once (award, cancel, reopen). The dialog keeps focus inside
 * itself while open and gives it back to the button that opened it when it closes (react-bootstrap's
 * `enforceFocus` and `restoreFocus`); Escape cancels. Cancel has the focus first: a stray Enter changes nothing.
 */
export function ConfirmDialog({ show, title, children, confirm, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} enforceFocus restoreFocus>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
