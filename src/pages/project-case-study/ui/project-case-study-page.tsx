import {
  projectsText,
  DEFAULT_CASE_STUDY,
  findCaseStudy,
  type CaseStudy,
  caseStudyCatalogue,
  localizeCaseStudy,
  typeLabel,
  CaseStudyVideo,
} from '@/features/projects';
import { Link, useSearchParams } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { CASE_STUDY_PARAM } from '@/shared/lib/project-slug';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { Fact } from '@/shared/ui/fact';
import { useLocale, useText } from '@/shared/i18n';

/**
 * A project's case study: `projects/subprojects?project=<slug>` (docs/spec-fields.md, "Where the specification is silent"), or the spec's
 * one case study without `project`. An unknown project gets a clear not-found state.
 */
export function ProjectCaseStudyPage() {
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get(CASE_STUDY_PARAM);
  const study = wanted === null ? DEFAULT_CASE_STUDY : findCaseStudy(wanted);
  return study ? <CaseStudyArticle study={study} /> : <CaseStudyNotFound />;
}

function CaseStudyNotFound() {
  const t = useText(projectsText);
  useDocumentTitle(t('Case study not found'));
  return (
    <div className="case-study">
      <PageBanner title={t('Case study not found')} image={COMPANY.media.fallbackProject}>
        <p className="page-banner__subtitle">{t('We have no project by that name.')}</p>
      </PageBanner>
      <div className="container case-study__content">
        <p>{t('The link may be old, or the project may no longer be shown on our site.')}</p>
        <p>
          <Link className="btn btn-primary" to="/projects">
            {t('See all our projects')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function CaseStudyArticle({ study: english }: { study: CaseStudy }) {
  // On a Marathi page, each of the study's texts in Marathi where `content/case-studies.mr.json` has it.
  const text = useText(caseStudyCatalogue(english));
  const study = useLocale() === 'en' ? english : localizeCaseStudy(english, text);
  const t = useText(projectsText);
  useDocumentTitle(study.name);
  const banner = study.completionImages[0];
  const imagesHeading = study.imagesHeading ?? t('On completion');
  const kind = study.bhk ? t('{{bhk}} BHK {{type}}', { bhk: study.bhk, type: t(typeLabel(study.type)).toLowerCase() }) : t(typeLabel(study.type));

  return (
    <article className="case-study">
      <PageBanner title={study.name} image={banner?.src}>
        <p className="page-banner__subtitle">{t('Project case study')}</p>
      </PageBanner>
      <div className="container case-study__content">
        <p>
          <Link to="/projects">{t('← All projects')}</Link>
        </p>
        <dl className="case-study__facts">
          <Fact label={t('Location')}>{study.location}</Fact>
          <Fact label={t('Area')}>{study.area}</Fact>
          <Fact label={t('Type')}>{kind}</Fact>
          <Fact label={t('Status')}>{study.status}</Fact>
        </dl>

        {study.videos.length > 0 && (
          <ul className="case-study__videos" aria-label={t('Project videos')}>
            {study.videos.map((video) => (
              <li key={video.src}>
                <CaseStudyVideo src={mediaUrl(video.src)} poster={mediaUrl(video.poster)} title={video.title} />
              </li>
            ))}
          </ul>
        )}

        <div className="case-study__layout">
          <nav className="case-study__toc" aria-label={t('Case study sections')}>
            <p className="case-study__toc-title">{t('On this page')}</p>
            <ol>
              {study.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              {study.completionImages.length > 0 && (
                <li>
                  <a href="#completion">{imagesHeading}</a>
                </li>
              )}
            </ol>
          </nav>
          <div>
            {study.sections.map((section) => (
              <section key={section.id} id={section.id} className="case-study__section" aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.heading}</h2>
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {section.list && section.list.length > 0 && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {study.completionImages.length > 0 && (
              <section id="completion" className="case-study__section" aria-labelledby="completion-title">
                <h2 id="completion-title">{imagesHeading}</h2>
                <ul className="case-study__gallery">
                  {study.completionImages.map((image) => (
                    <li key={image.src}>
                      <img src={mediaUrl(image.src)} alt={image.alt} width={400} height={300} loading="lazy" decoding="async" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <aside className="case-study__section" aria-label={t('Book a consultation')}>
              <p>{t('Planning a home like this one? Talk it over with our designers.')}</p>
              <Link className="btn btn-primary" to={sitePath.consultation()}>
                {t('Book a free consultation')}
              </Link>
            </aside>
          </div>
        </div>
      </div>
    </article>
  );
}
