import type { ReactNode } from 'react';
import './staff.scss';

/** The card each staff screen sits in (sign-in, set-up, the desk's front page). */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="card staff-card mx-auto">
        <div className="card-body">
          <h1 className="h2 mb-4">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}
