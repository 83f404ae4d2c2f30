import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { refusalMessage, refusalStatus } from '@/shared/api/refusal';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';

export { refusalMessage };

/** What a desk screen shows when its read is refused: sign in (401), not your role (403), or the server's words. */
export function StaffQueryRefusal({ error }: { error: unknown }) {
  const status = refusalStatus(error);
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
