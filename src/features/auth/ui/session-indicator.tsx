import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { useGetSessionQuery, useLogOutMutation } from '../api/auth-api';

/** The vendor's own registrations (a screen of the tenders slice). */
export const MY_APPLICATIONS_PATH = '/tender/applications';

/** In the header: the logged-in vendor's name, a link to My applications and a Log out button; nothing when nobody is logged in. */
export function SessionIndicator() {
  const { data: user } = useGetSessionQuery();
  const [logOut, { isLoading }] = useLogOutMutation();
  if (!user) return null;
  return (
    <div className="session-indicator d-flex align-items-center gap-2 ms-lg-3 py-2 py-lg-0">
      <span className="session-indicator__name">
        <span className="visually-hidden">Logged in as </span>
        {user.firstname} {user.lastname}
      </span>
      <Link to={MY_APPLICATIONS_PATH} className="session-indicator__link">
        My applications
      </Link>
      <Button size="sm" variant="outline-primary" className="text-nowrap" disabled={isLoading} onClick={() => logOut()}>
        Log out
      </Button>
    </div>
  );
}
