import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { sitePath } from '@/shared/config/site-paths';
import { useTenderNo } from '../lib/tender-query';
import './auth.scss';

/** Passwords are reset by the office, so this page says how to reach it (DESIGN section 4). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const tenderNo = useTenderNo();
  return (
    <section className="container py-5 auth-page">
      <div className="card auth-card mx-auto">
        <div className="card-body">
          <h1 className="mb-4">Forgot your password?</h1>
          <p>
            For your security, vendor passwords are reset by our office, after we have confirmed that the request comes
            from you.
          </p>
          <p>
            Write to us from the e-mail address you signed up with, or call us, and we will help you back into your
            account:
          </p>
          <ul className="list-unstyled mb-4">
            <li>
              E-mail: <a href={`mailto:${COMPANY.email}?subject=${encodeURIComponent('Vendor account: password reset')}`}>{COMPANY.email}</a>
            </li>
            <li>
              Phone: <a href={`tel:+91${COMPANY.phone}`}>{COMPANY.phoneDisplay}</a>
            </li>
          </ul>
          <h2 className="h5">Our offices</h2>
          <ul className="list-unstyled">
            {COMPANY.offices.map((office) => (
              <li key={office.city} className="mb-2">
                <strong>{office.label}</strong>
                <br />
                {office.address}
              </li>
            ))}
          </ul>
          <Link to={sitePath.login(tenderNo)}>Back to Log In</Link>
        </div>
      </div>
    </section>
  );
}
