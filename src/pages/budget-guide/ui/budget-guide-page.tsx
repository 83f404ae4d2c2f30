import { useText } from '@/shared/i18n';
import {
  catalogueText,
  servicePagesText,
  BUDGET_GUIDE,
  type GuideSection,
  type GuideTable,
  ServiceCallToAction,
} from '@/features/services';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { ColumnHeads } from '@/shared/ui/column-heads';

function GuideText({ section }: { section: GuideSection }) {
  const say = useText(catalogueText);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{say(section.heading)}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{say(text)}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{say(item)}</li>
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
  const say = useText(catalogueText);
  const { id, heading, intro, caption, head, rows, noWrap = [] } = table;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{say(heading)}</h2>
      <p>{say(intro)}</p>
      <div className="table-responsive budget-guide__table" role="region" aria-label={say(caption)} tabIndex={0}>
        <table className="table table-striped align-top">
          <caption>{say(caption)}</caption>
          <ColumnHeads labels={head.map((label) => say(label))} />
          <tbody>
            {rows.map(({ key, cells: [name, ...data] }) => (
              <tr key={key}>
                <th scope="row">{say(name)}</th>
                {data.map((cell, column) => (
                  <td key={column} className={noWrap.includes(column + 1) ? 'text-nowrap' : undefined}>
                    {say(cell)}
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
  const t = useText(servicePagesText);
  const say = useText(catalogueText);
  const guide = BUDGET_GUIDE;
  useDocumentTitle(t('Budget Guide'));
  const [before, after] = t('Want the arithmetic done for you? {{link}} with your own carpet area and finish.', { link: '\0' }).split('\0');

  return (
    <div className="service-page budget-page">
      <PageBanner title={say(guide.title)} image={guide.banner}>
        <p className="page-banner__subtitle">{t('What an interior costs, and why.')}</p>
      </PageBanner>
      <article className="container service-page__content">
        <div className="budget-guide">
          <p className="lead">{say(guide.lead)}</p>
          {guide.sections.map((section) => (
            <GuideText key={section.id} section={section} />
          ))}
          <p className="budget-guide__highlight">
            {before}
            <Link to="/services/estimate">{t('Try our interior estimator')}</Link>
            {after}
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
