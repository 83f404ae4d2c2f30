import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';

/** The message of an API refusal (`{ data: { message } }`), or null for a failure with no answer. */
export function refusalMessage(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : null;
}

/** What a desk screen shows when its read is refused: sign in (401), not your role (403), or the server's words. */
export function StaffQueryRefusal({ error }: { error: unknown }) {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401) {
    return (
      <Alert variant="warning">
        {STAFF_MESSAGES.notSignedIn} <Link to={sitePath.staffLogin()}>Sign in</Link>
      </Alert>
    );
  }
  if (status === 403) return <Alert variant="warning">{STAFF_MESSAGES.wrongRole}</Alert>;
  return <Alert variant="danger">{refusalMessage(error) ?? 'We could not load this. Please try again.'}</Alert>;
}
