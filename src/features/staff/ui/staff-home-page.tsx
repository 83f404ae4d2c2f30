import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '@/shared/contracts/staff';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useGetStaffSessionQuery, useStaffLogOutMutation } from '../api/staff-api';
import { StaffCard } from './staff-card';

/**
 * `/staff`: who is signed in, their role, and sign-out. The session is asked for only in the browser
 * (the server never renders a page for a staff member), and the desks the member's role opens.
 */
export function StaffHomePage() {
  useDocumentTitle('Staff desk');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const session = useGetStaffSessionQuery(undefined, { skip: !hydrated });
  const [logOut, logOutState] = useStaffLogOutMutation();

  const signOut = async () => {
    await logOut()
      .unwrap()
      .then(() => navigate(sitePath.staffLogin(), { replace: true }))
      .catch(() => undefined);
  };

  let body;
  if (session.data) {
    const { name, email, role } = session.data;
    body = (
      <>
        <p>
          Signed in as <strong>{name}</strong> ({email}).
        </p>
        <p>
          Your role: <strong>{STAFF_ROLE_LABELS[role]}</strong>.
        </p>
        {(role === 'sales' || role === 'admin') && (
          <p>
            <Link to={sitePath.staffLeads()} className="btn btn-primary">
              Leads inbox
            </Link>
          </p>
        )}
        {(role === 'tenders' || role === 'admin') && (
          <p>
            <Link to={sitePath.staffTenders()} className="btn btn-primary">
              Tenders desk
            </Link>
          </p>
        )}
        {logOutState.isError && <Alert variant="danger">We could not sign you out. Please try again.</Alert>}
        <button type="button" className="btn btn-outline-primary" onClick={signOut} disabled={logOutState.isLoading}>
          Sign out
        </button>
      </>
    );
  } else if (session.isError) {
    body = (
      <p>
        {STAFF_MESSAGES.notSignedIn} <Link to={sitePath.staffLogin()}>Sign in</Link>
      </p>
    );
  } else {
    body = <p aria-live="polite">Checking your sign-in…</p>;
  }
  return <StaffCard title="Staff desk">{body}</StaffCard>;
}
