import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { useText } from '@/shared/i18n';
import type { SessionUser } from '@/shared/contracts/accounts';
import { useGetSessionQuery, useLogOutMutation } from '../api/auth-api';
import { authText } from '../i18n/auth-text';

/** The vendor's own registrations (a screen of the tenders slice). */
export const MY_APPLICATIONS_PATH = '/tender/applications';

/** In the header: the logged-in vendor's name, a link to My applications and a Log out button; nothing when nobody is logged in. */
export function SessionIndicator() {
  const { data: user } = useGetSessionQuery();
  return user ? <SessionMenu user={user} /> : null;
}

/** Its words load (on a Marathi page) only once a vendor is logged in. */
function SessionMenu({ user }: { user: SessionUser }) {
  const t = useText(authText);
  const [logOut, { isLoading }] = useLogOutMutation();
  return (
    <div className="session-indicator d-flex align-items-center gap-2 ms-lg-3 py-2 py-lg-0">
      <span className="session-indicator__name">
        <span className="visually-hidden">{t('Logged in as ')}</span>
        {user.firstname} {user.lastname}
      </span>
      <Link to={MY_APPLICATIONS_PATH} className="session-indicator__link">
        {t('My applications')}
      </Link>
      <Button size="sm" variant="outline-primary" className="text-nowrap" disabled={isLoading} onClick={() => logOut()}>
        {t('Log out')}
      </Button>
    </div>
  );
}
