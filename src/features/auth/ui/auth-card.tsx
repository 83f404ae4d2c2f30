import type { ReactNode } from 'react';
import './auth.scss';

interface AuthCardProps {
  title: string;
  /** The vendor registration's two-column card. */
  wide?: boolean;
  children: ReactNode;
}

/** The card every account screen sits in: log-in, sign-up, forgotten password, vendor registration. */
export function AuthCard({ title, wide, children }: AuthCardProps) {
  return (
    <section className="container py-5 auth-page">
      <div className={`card auth-card mx-auto${wide ? ' auth-card--wide' : ''}`}>
        {wide ? (
          <div className="card-header">
            <h1 className="h2 mb-0">{title}</h1>
          </div>
        ) : null}
        <div className="card-body">
          {wide ? null : <h1 className="mb-4">{title}</h1>}
          {children}
        </div>
      </div>
    </section>
  );
}
