import { useSearchParams } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { posterFor } from '@/shared/lib/video-poster';
import { PageBanner } from '@/shared/ui/page-banner';
import { ProjectCard, ProjectGrid } from '@/shared/ui/project-card';
import { panelId, TabList, tabId } from '@/shared/ui/tabs';
import { useGetProjectsQuery } from '../api/projects-api';
import {
  DEFAULT_PROJECT_FILTER,
  filterProjects,
  parseProjectFilter,
  PROJECT_FILTER_PARAM,
  PROJECT_TABS,
  projectStatus,
  type ProjectFilter,
} from '../model/project-filter';
import './projects.scss';

const ID = 'projects';

/** Projects: the video, four status tabs (kept in the address), the published projects of the chosen tab. */
export function ProjectsPage() {
  useDocumentTitle('Projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseProjectFilter(searchParams.get(PROJECT_FILTER_PARAM));
  const { data: projects = [], isLoading } = useGetProjectsQuery();
  const shown = filterProjects(projects, filter);
  const video = COMPANY.media.projectsVideo;

  const select = (value: ProjectFilter) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_PROJECT_FILTER) next.delete(PROJECT_FILTER_PARAM);
        else next.set(PROJECT_FILTER_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="projects-page">
      <PageBanner title="Our Projects" video={{ src: mediaUrl(video), poster: mediaUrl(posterFor(video)) }}>
        <p className="page-banner__subtitle">Homes, offices, clinics and hotels we have designed and built.</p>
      </PageBanner>
      {(isLoading || projects.length > 0) && (
        <div className="container projects-page__content">
          <TabList label="Filter projects by status" idPrefix={ID} tabs={PROJECT_TABS} selected={filter} onSelect={select} />
          <div id={panelId(ID)} role="tabpanel" aria-labelledby={tabId(ID, filter)} tabIndex={0} className="projects-page__panel">
            <p className="projects-page__count" role="status">
              {isLoading ? 'Loading projects…' : `${shown.length} ${shown.length === 1 ? 'project' : 'projects'}`}
            </p>
            {shown.length > 0 && (
              <ProjectGrid>
                {shown.map((project) => {
                  const status = projectStatus(project);
                  return (
                    <ProjectCard
                      key={project.id ?? project.Project_Name}
                      project={project}
                      to="subprojects"
                      tags={status && <span className={`project-status project-status--${status.toLowerCase()}`}>{status}</span>}
                    />
                  );
                })}
              </ProjectGrid>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
