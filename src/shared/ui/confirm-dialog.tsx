import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  /**
   * The control that opened the dialog: focus goes back to it when the dialog has closed. Without it, the
   * control that had the focus when the dialog opened.
   */
  returnFocusTo?: HTMLElement | null;
}

const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. react-bootstrap's
 * own enforcement only pulls focus back once it has landed elsewhere in the page, so Tab past the last
 * button left the page for the browser's toolbar first (seen in Chromium).
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Asks before a change others see at once (a staff member’s access; a tender’s award, cancellation or reopening; a vendor withdrawing a bid). Focus moves into the dialog, Tab cycles inside it, Escape
 * cancels, and focus returns to the button that opened it (held here, since the list under the dialog
 * re-renders when the change lands).
 */
export function ConfirmDialog({ show, title, children, confirmLabel, busy, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  const titleId = useId();
  const opener = useRef(returnFocusTo);
  const shown = useRef(false);
  if (returnFocusTo) opener.current = returnFocusTo;
  else if (show && !shown.current && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    // The render that opens the dialog runs before it takes the focus: what has it now opened it.
    opener.current = document.activeElement;
  }
  shown.current = show;
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
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
        {/* Cancel has the focus first: a stray Enter changes nothing. */}
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
