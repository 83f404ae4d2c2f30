import { useText } from '@/shared/i18n';
import {
  projectsText,
  type ProjectType,
  filterPortfolio,
  hasFacetFilter,
  parsePortfolioFilter,
  portfolioOptions,
  portfolioParams,
  PROJECT_TYPES,
  type PortfolioFilter,
  PROJECT_FILTER_PARAM,
  PROJECT_TABS,
  projectStatus,
  type ProjectFilter,
} from '@/features/projects';
import '@/features/projects/styles';
import { Link, useSearchParams } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { caseStudyPath } from '@/shared/lib/project-slug';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { posterFor } from '@/shared/lib/video-poster';
import { PageBanner } from '@/shared/ui/page-banner';
import { ProjectCard, ProjectGrid } from '@/shared/ui/project-card';
import { panelId, TabList, tabId } from '@/shared/ui/tabs';
import { NoScriptSubmit, SelectField } from '@/shared/ui/form';
import { useGetProjectsQuery } from '@/entities/project';

const ID = 'projects';

/** `?a=1&b=2`, or nothing for no parameters. */
const queryOf = (params: URLSearchParams) => (params.size > 0 ? `?${params.toString()}` : '');

/**
 * Projects: the video, four status tabs, and filters by city, type and (for homes) bedrooms, all kept in
 * the address; the published projects that match, with their count, or an empty state that offers a way out.
 */
export function ProjectsPage() {
  const t = useText(projectsText);
  useDocumentTitle(t('Projects'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parsePortfolioFilter(searchParams);
  const { data: projects = [], isLoading } = useGetProjectsQuery();
  const shown = filterPortfolio(projects, filter);
  const options = portfolioOptions(projects);
  // The address may name a city in any case, or one no project has (then the empty state offers a way out).
  const city = filter.city === null ? '' : (options.cities.find((name) => name.toLowerCase() === filter.city!.toLowerCase()) ?? filter.city);
  const cities = city && !options.cities.includes(city) ? [...options.cities, city] : options.cities;
  const video = COMPANY.media.projectsVideo;

  const update = (patch: Partial<PortfolioFilter>) =>
    setSearchParams((current) => portfolioParams(current, { ...filter, ...patch }), { replace: true, preventScrollReset: true });
  // A link, not a button: without JavaScript the server answers it; with it, the router swaps the address.
  const clearedFacets = `/projects${queryOf(portfolioParams(searchParams, { ...filter, city: null, type: null, bhk: null }))}`;

  return (
    <div className="projects-page">
      <PageBanner title={t('Our Projects')} video={{ src: mediaUrl(video), poster: mediaUrl(posterFor(video)) }}>
        <p className="page-banner__subtitle">{t('Homes, offices, clinics and hotels we have designed and built.')}</p>
      </PageBanner>
      {(isLoading || projects.length > 0) && (
        <div className="container projects-page__content">
          <TabList
            label={t('Filter projects by status')}
            idPrefix={ID}
            tabs={PROJECT_TABS.map(({ value, label }) => ({ value, label: t(label) }))}
            selected={filter.status}
            onSelect={(status: ProjectFilter) => update({ status })}
          />
          {/* The tabs are buttons that need JavaScript; without it, the same choices as links the server answers. */}
          <noscript>
            <nav aria-label={t('Projects by status')} className="projects-page__status-links">
              <ul className="nav nav-pills">
                {PROJECT_TABS.map(({ value, label }) => (
                  <li className="nav-item" key={value}>
                    <a
                      className={`nav-link${value === filter.status ? ' active' : ''}`}
                      aria-current={value === filter.status ? 'page' : undefined}
                      href={`/projects${queryOf(portfolioParams(searchParams, { ...filter, status: value }))}`}
                    >
                      {t(label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </noscript>
          <form
            className="portfolio-filters"
            aria-label={t('Refine projects')}
            method="get"
            action="/projects"
            onSubmit={(event) => event.preventDefault()}
          >
            {filter.status !== 'All' && <input type="hidden" name={PROJECT_FILTER_PARAM} value={filter.status} />}
            <SelectField
              className="portfolio-filters__field mb-0"
              name="city"
              label={t('City')}
              value={city}
              onChange={(value) => update({ city: value || null })}
              placeholder={t('All cities')}
              options={cities.map((name) => ({ value: name, label: name }))}
            />
            <SelectField
              className="portfolio-filters__field mb-0"
              name="type"
              label={t('Type')}
              value={filter.type ?? ''}
              onChange={(value) => update({ type: (value || null) as ProjectType | null, bhk: null })}
              placeholder={t('All types')}
              options={PROJECT_TYPES.filter((option) => options.types.includes(option.value)).map(({ value, label }) => ({ value, label: t(label) }))}
            />
            {filter.type === 'home' && (
              <SelectField
              className="portfolio-filters__field mb-0"
                name="bhk"
                label={t('Bedrooms')}
                value={String(filter.bhk ?? '')}
                onChange={(value) => update({ bhk: value ? Number(value) : null })}
                placeholder={t('Any BHK')}
                options={options.bhks.map((bhk) => ({ value: String(bhk), label: `${bhk} BHK` }))}
              />
            )}
            {/* With JavaScript each choice applies at once; without it, this sends them to the server. */}
            <NoScriptSubmit className="btn btn-outline-secondary">{t('Apply filters')}</NoScriptSubmit>
            {hasFacetFilter(filter) && (
              <Link to={clearedFacets} replace preventScrollReset className="btn btn-outline-secondary portfolio-filters__clear">
                {t('Clear filters')}
              </Link>
            )}
          </form>
          <div id={panelId(ID)} role="tabpanel" aria-labelledby={tabId(ID, filter.status)} tabIndex={0} className="projects-page__panel">
            <p className="projects-page__count" role="status">
              {isLoading ? t('Loading projects…') : t(shown.length === 1 ? '{{count}} project' : '{{count}} projects', { count: shown.length })}
            </p>
            {shown.length > 0 ? (
              <ProjectGrid>
                {shown.map((project) => {
                  const status = projectStatus(project);
                  return (
                    <ProjectCard
                      key={project.id ?? project.Project_Name}
                      project={project}
                      to={caseStudyPath(project.Project_Name, project.id)}
                      headingLevel={2}
                      tags={status && <span className={`project-status project-status--${status.toLowerCase()}`}>{t(status)}</span>}
                    />
                  );
                })}
              </ProjectGrid>
            ) : (
              !isLoading && (
                <div className="projects-page__empty">
                  <p>{t('No projects match these filters yet.')}</p>
                  {hasFacetFilter(filter) && (
                    <Link to={clearedFacets} replace preventScrollReset className="btn btn-primary">
                      {t('Show all projects of this status')}
                    </Link>
                  )}
                </div>
              )
            )}
          </div>
        </div>
      )}
    </div>
  );
}
