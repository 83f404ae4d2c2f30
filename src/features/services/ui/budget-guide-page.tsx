import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { mediaUrl } from '@/shared/config/env';
import { BUDGET_GUIDE, type GuideSection } from '../config/budget-guide';
import { ServiceCallToAction } from './service-call-to-action';
import './services.scss';

function GuideText({ section }: { section: GuideSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.heading}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A table that scrolls sideways on a narrow screen; the scrolling box is reachable by keyboard. */
function GuideTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-responsive budget-guide__table" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-striped align-top">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The budget guide: how to estimate an interior, the room-by-room scope, materials, indirect expenses. */
export function BudgetGuidePage() {
  const guide = BUDGET_GUIDE;
  useDocumentTitle('Budget Guide');

  return (
    <div className="service-page budget-page">
      <PageBanner title={guide.title} image={mediaUrl(guide.banner)}>
        <p className="page-banner__subtitle">What an interior costs, and why.</p>
      </PageBanner>
      <article className="container service-page__content">
        <div className="budget-guide">
          <p className="lead">{guide.lead}</p>
          {guide.sections.map((section) => (
            <GuideText key={section.id} section={section} />
          ))}
          <p className="budget-guide__highlight">
            Want the arithmetic done for you? <Link to="/services/estimate">Try our interior estimator</Link> with
            your own carpet area and finish.
          </p>

          <section id="scope-of-work" aria-labelledby="scope-of-work-title">
            <h2 id="scope-of-work-title">{guide.scopeTable.heading}</h2>
            <p>{guide.scopeTable.intro}</p>
            <GuideTable caption="Scope of work by room" head={['Room', 'Size', 'Scope of work', 'Materials']}>
              {guide.scopeTable.rows.map((row) => (
                <tr key={row.room}>
                  <th scope="row">{row.room}</th>
                  <td className="text-nowrap">{row.size}</td>
                  <td>{row.scope}</td>
                  <td>{row.materials}</td>
                </tr>
              ))}
            </GuideTable>
          </section>

          <section id="materials" aria-labelledby="materials-title">
            <h2 id="materials-title">{guide.materials.heading}</h2>
            <p>{guide.materials.intro}</p>
            <GuideTable caption="Material selection" head={['Item', 'Value choice', 'Premium choice', 'Our advice']}>
              {guide.materials.items.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td>{row.value}</td>
                  <td>{row.premium}</td>
                  <td>{row.advice}</td>
                </tr>
              ))}
            </GuideTable>
          </section>

          <section id="indirect-expenses" aria-labelledby="indirect-expenses-title">
            <h2 id="indirect-expenses-title">{guide.indirect.heading}</h2>
            <p>{guide.indirect.intro}</p>
            <GuideTable caption="Indirect expenses" head={['Expense', 'Typical figure', 'Note']}>
              {guide.indirect.items.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td>{row.typical}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </GuideTable>
          </section>

          <GuideText section={guide.closing} />
        </div>
      </article>
      <ServiceCallToAction service="Interior Design" />
    </div>
  );
}
