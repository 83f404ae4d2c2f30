import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { refusalMessage, refusalStatus } from '@/shared/api/refusal';
import { sitePath } from '@/shared/config/site-paths';

/** The server's sentence of a failed read or change, if it gave one. */
export const answerMessage = refusalMessage;

/** Why a desk screen cannot show what it was asked for: not signed in (with the way in), wrong role, not found. */
export function DeskRefusal({ error }: { error: unknown }) {
  const message = answerMessage(error) ?? 'The desk could not be reached. Please try again.';
  return (
    <Alert variant="warning">
      {message}
      {refusalStatus(error) === 401 && (
        <>
          {' '}
          <Link to={sitePath.staffLogin()}>Sign in</Link>
        </>
      )}
    </Alert>
  );
}
