import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';

/** The server's sentence of a failed read or change, if it gave one. */
export function answerMessage(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : null;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** Why a desk screen cannot show what it was asked for: not signed in (with the way in), wrong role, not found. */
export function DeskRefusal({ error }: { error: unknown }) {
  const message = answerMessage(error) ?? 'The desk could not be reached. Please try again.';
  return (
    <Alert variant="warning">
      {message}
      {statusOf(error) === 401 && (
        <>
          {' '}
          <Link to={sitePath.staffLogin()}>Sign in</Link>
        </>
      )}
    </Alert>
  );
}
