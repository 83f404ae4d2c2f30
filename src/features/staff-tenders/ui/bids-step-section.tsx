import type { ReactNode } from 'react';

interface BidsStepSectionProps {
  tenderNo: string;
  /** Names the heading's id, `<tenderNo>-<step>-heading`, which labels the section. */
  step: string;
  title: string;
  className: string;
  children: ReactNode;
}

/** One step of a tender's sealed bids (the technical evaluation, the statement, the award), named by its `h3`. */
export function BidsStepSection({ tenderNo, step, title, className, children }: BidsStepSectionProps) {
  const headingId = `${tenderNo}-${step}-heading`;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h3 id={headingId} className="h6">
        {title}
      </h3>
      {children}
    </section>
  );
}
