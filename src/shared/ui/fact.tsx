import type { ReactNode } from 'react';

interface FactProps {
  label: ReactNode;
  children: ReactNode;
  /** A class for the value alone: a long hash, say, set in monospace and broken anywhere. */
  valueClassName?: string;
}

/** One labelled fact of a `<dl>` (a date, a venue, an amount): its term and its value, grouped for styling. */
export function Fact({ label, children, valueClassName }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
