import type { ReactNode } from 'react';

/** One labelled fact of a `<dl>` (a date, a venue, an amount): its term and its value, grouped for styling. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
