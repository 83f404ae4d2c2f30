import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { ColumnHeads } from '@/shared/ui/column-heads';
import { BUDGET_GUIDE, type GuideSection, type GuideTable } from '../config/budget-guide';
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

/**
 * A section of the guide around one table. The table scrolls sideways on a narrow screen; the scrolling
 * box is reachable by keyboard.
 */
function GuideTableSection({ table }: { table: GuideTable }) {
  const { id, heading, intro, caption, head, rows, noWrap = [] } = table;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p>{intro}</p>
      <div className="table-responsive budget-guide__table" role="region" aria-label={caption} tabIndex={0}>
        <table className="table table-striped align-top">
          <caption>{caption}</caption>
          <ColumnHeads labels={head} />
          <tbody>
            {rows.map(({ key, cells: [name, ...data] }) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                {data.map((cell, column) => (
                  <td key={column} className={noWrap.includes(column + 1) ? 'text-nowrap' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The budget guide: how to estimate an interior, the room-by-room scope, materials, indirect expenses. */
export function BudgetGuidePage() {
  const guide = BUDGET_GUIDE;
  useDocumentTitle('Budget Guide');

  return (
    <div className="service-page budget-page">
      <PageBanner title={guide.title} image={guide.banner}>
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

          {guide.tables.map((table) => (
            <GuideTableSection key={table.id} table={table} />
          ))}

          <GuideText section={guide.closing} />
        </div>
      </article>
      <ServiceCallToAction service="Interior Design" />
    </div>
  );
}
