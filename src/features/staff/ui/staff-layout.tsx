import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { LoadingBoundary } from '@/shared/ui/loading-boundary';
import { deskAreasFor } from '../config/desk-areas';
import { useGetStaffSessionQuery, useStaffLogOutMutation } from '../api/staff-api';
import './staff.scss';

/** The desk's pages a visitor sees before signing in: no session is asked for there. */
const OPEN_PATHS = new Set([sitePath.staffLogin(), '/staff/setup']);

/**
 * Every `/staff/*` page sits in this layout instead of the public site's shell: a compact header (the
 * company, the areas the member's role works, who is signed in, sign-out) and nothing else. The public
 * footer and its floating contact buttons would cover the desk's forms on a phone, and the desk is no
 * place to advertise. The skip link and the `main` landmark are kept as the shell has them.
 */
export function StaffLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <StaffDeskHeader />
      <main id="main" className="staff-desk-main" tabIndex={-1}>
        <LoadingBoundary>
          <Outlet />
        </LoadingBoundary>
      </main>
    </>
  );
}

function StaffDeskHeader() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = OPEN_PATHS.has(pathname.replace(/\/+$/, ''));
  // The session is asked for only in the browser: the server renders the desk for nobody in particular.
  const session = useGetStaffSessionQuery(undefined, { skip: !hydrated || open });
  const [logOut, logOutState] = useStaffLogOutMutation();
  const member = open ? undefined : session.data;

  const signOut = async () => {
    await logOut()
      .unwrap()
      .then(() => navigate(sitePath.staffLogin(), { replace: true }))
      .catch(() => undefined);
  };

  return (
    <header className="staff-desk-header border-bottom bg-body">
      <div className="container d-flex flex-wrap align-items-center gap-2 py-2">
        <Link className="staff-desk-brand fw-semibold text-body text-decoration-none me-auto" to={sitePath.staffDesk()}>
          {COMPANY.name} <span className="text-body-secondary fw-normal">· Staff desk</span>
        </Link>
        {member && (
          <>
            <nav aria-label="Staff desk" className="order-last order-md-0 w-100">
              <ul className="staff-desk-nav list-unstyled d-flex flex-wrap gap-1 m-0">
                {deskAreasFor(member.role).map((area) => (
                  <li key={area.path}>
                    <NavLink className="nav-link px-2 py-1" to={area.path}>
                      {area.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <span className="staff-desk-who small text-body-secondary" title={member.email}>
              {member.name} ({member.role})
            </span>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={signOut} disabled={logOutState.isLoading}>
              Sign out
            </button>
            {logOutState.isError && (
              <p role="alert" className="w-100 text-danger small m-0">
                We could not sign you out. Please try again.
              </p>
            )}
          </>
        )}
      </div>
    </header>
  );
}
