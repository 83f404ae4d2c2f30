import type { ReactNode } from 'react';

interface TenderDetailSectionProps {
  /** Names the heading's id, `tender-<heading>-heading`, which labels the section. */
  heading: string;
  title: string;
  /** An anchor to link to (`#corrigenda`, `#questions`). */
  id?: string;
  className: string;
  children: ReactNode;
}

/** One part of a tender's page (its dates, documents, questions, bids): a section named by its `h2`. */
export function TenderDetailSection({ heading, title, id, className, children }: TenderDetailSectionProps) {
  const headingId = `tender-${heading}-heading`;
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}
