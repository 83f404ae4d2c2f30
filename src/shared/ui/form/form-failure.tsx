import Alert from 'react-bootstrap/Alert';

interface FormFailureProps {
  message: string | null;
  onDismiss: () => void;
}

/** Why the last submission did not go through; the form keeps every value so the visitor can retry. */
export function FormFailure({ message, onDismiss }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" dismissible onClose={onDismiss} closeLabel="Dismiss this message" className="form-failure">
      {message}
    </Alert>
  );
}
