import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';

interface SuccessDialogProps {
  show: boolean;
  onClose: () => void;
}

/** SPEC section 8: the popup after a successful submission, 'Your form has been submitted successfully!'. */
export function SuccessDialog({ show, onClose }: SuccessDialogProps) {
  const messageId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={messageId}>
      <Modal.Body>
        <p id={messageId} className="form-success__message">
          {FORM_SUCCESS_MESSAGE}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
