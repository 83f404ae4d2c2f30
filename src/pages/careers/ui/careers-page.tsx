import { COMPANY } from '@/shared/config/company';
import { headerImagePath, useGetCareerHeaderImagesQuery } from '@/entities/header-image';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { Section } from '@/shared/ui/section';
import { useGetCareerOpeningsQuery } from '@/entities/career-opening';
import {
  CareerForm,
  APPLY_TITLE,
  HR_BELIEFS,
  HR_PHILOSOPHY_INTRO,
  HR_PHILOSOPHY_TITLE,
  OPENINGS_TITLE,
  RESUME_NOTE,
  careersText,
} from '@/features/careers';
import { useText } from '@/shared/i18n';
import './careers.scss';
// The form's styles with the page's, so its server HTML is styled before its script arrives.
import '@/shared/ui/form/styles';

function ResumeNote() {
  const t = useText(careersText);
  const [before, after] = t(RESUME_NOTE).split('{email}');
  return (
    <p className="careers-note">
      {before}
      <a href={`mailto:${COMPANY.email}?subject=${encodeURIComponent('Resume')}`}>{COMPANY.email}</a>
      {after}
    </p>
  );
}

function Openings() {
  const t = useText(careersText);
  const { data: openings = [] } = useGetCareerOpeningsQuery();
  return (
    <Section title={t(OPENINGS_TITLE)} tone="muted" className="careers-openings">
      <ResumeNote />
      {openings.length > 0 && (
        <ul className="careers-openings__list">
          {openings.map((opening) => (
            <li key={opening.Openings} className="careers-openings__item">
              {opening.Openings}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Careers: header image, the HR philosophy, the openings with the resume note, and Apply Now. */
export function CareersPage() {
  const t = useText(careersText);
  useDocumentTitle(t('Careers'));
  const { data: headerImages = [] } = useGetCareerHeaderImagesQuery();

  return (
    <div className="careers-page">
      <PageBanner image={headerImagePath(headerImages)} title={t('Careers')} />
      <Section title={t(HR_PHILOSOPHY_TITLE)} lead={t(HR_PHILOSOPHY_INTRO)} className="careers-philosophy">
        <ol className="careers-philosophy__list">
          {HR_BELIEFS.map((belief) => (
            <li key={belief}>{t(belief)}</li>
          ))}
        </ol>
      </Section>
      <Openings />
      <Section title={t(APPLY_TITLE)} className="careers-apply-section">
        <CareerForm />
      </Section>
    </div>
  );
}
