import { Link } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '@/shared/contracts/staff';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useGetStaffSessionQuery, deskAreasFor, StaffCard } from '@/features/staff';

/**
 * `/staff`: who is signed in, their role, and the areas that role works (sign-out is in the desk's
 * header). The session is asked for only in the browser (the server never renders a page for a staff member).
 */
export function StaffHomePage() {
  useDocumentTitle('Staff desk');
  const hydrated = useHydrated();
  const session = useGetStaffSessionQuery(undefined, { skip: !hydrated });

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
        <ul className="list-unstyled staff-areas">
          {deskAreasFor(role).map((area) => (
            <li key={area.path} className="mb-2">
              <Link to={area.path}>{area.label}</Link>: {area.summary}
            </li>
          ))}
        </ul>
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
