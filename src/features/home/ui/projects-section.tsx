import { Link } from 'react-router-dom';
import { caseStudyPath } from '@/shared/lib/project-slug';
import { ProjectCard, ProjectGrid } from '@/shared/ui/project-card';
import { useText } from '@/shared/i18n';
import { Section } from '@/shared/ui/section';
import { useGetProjectsQuery } from '@/entities/project';
import { homeText } from '../i18n/home-text';
import { homeProjects } from '../model/home-projects';

const NO_PROJECTS: never[] = [];

/** Block 4: the first three published projects, each opening the case study. */
export function ProjectsSection() {
  const t = useText(homeText);
  const { projects } = useGetProjectsQuery(undefined, { selectFromResult: ({ data }) => ({ projects: data ? homeProjects(data) : NO_PROJECTS }) });
  if (projects.length === 0) return null;

  return (
    <Section title={t('Our Renowned Projects')} className="home-projects">
      <ProjectGrid>
        {projects.map((project) => (
          <ProjectCard key={project.id ?? project.Project_Name} project={project} to={caseStudyPath(project.Project_Name, project.id)} />
        ))}
      </ProjectGrid>
      <p className="home-projects__more">
        <Link className="btn btn-outline-primary" to="/projects">
          {t('See all projects')}
        </Link>
      </p>
    </Section>
  );
}
