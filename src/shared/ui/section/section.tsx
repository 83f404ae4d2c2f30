import { useId, type ReactNode } from 'react';
import './styles';

interface SectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Alternating background bands between consecutive sections. */
  tone?: 'plain' | 'muted' | 'dark';
  className?: string;
  id?: string;
  /** Text under the heading. */
  lead?: ReactNode;
}

/** A titled band of a screen: a `section` named by its `h2`, content in the page container. */
export function Section({ title, children, tone = 'plain', className, id, lead }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={['page-section', `page-section--${tone}`, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
