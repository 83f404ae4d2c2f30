import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A desk screen wider than the sign-in card (lists, forms of many fields), with a way back. Its classes are
 * styled by the desk's stylesheet, which the staff layout (features/staff) links around every desk screen.
 */
export function StaffDeskSection({ title, back, children }: { title: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="container py-4 staff-desk">
      <p className="mb-2">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1 className="h2 mb-3 staff-desk__title">{title}</h1>
      {children}
    </section>
  );
}
