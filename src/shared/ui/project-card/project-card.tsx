import { useText } from '@/shared/i18n';
import { projectCardText } from './i18n/project-card-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { mediaUrl } from '@/shared/config/env';
import { Photo } from '@/shared/ui/photo';
import './styles';

/** What a card shows of a project (the project record, `@/entities/project`, has these fields). */
export interface ProjectCardData {
  Project_Name: string;
  Project_Description: string;
  file_img: string;
}

interface ProjectCardProps {
  project: ProjectCardData;
  /** Where "View case study" leads (docs/spec-fields.md: project cards link to the relative path `subprojects`). */
  to: string;
  /** Chips under the title, e.g. the project's status. */
  tags?: ReactNode;
  /** The title's level in the page's outline: 2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** One project: its photo (responsive variants for a real photo; replaced by the fallback image when it fails to load), name and description. */
export function ProjectCard({ project, to, tags, headingLevel = 3 }: ProjectCardProps) {
  const t = useText(projectCardText);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="project-card">
      <Photo
        className="project-card__image"
        path={project.file_img}
        fallback={mediaUrl(COMPANY.media.fallbackProject)}
        alt={project.Project_Name}
        width={400}
        height={300}
        sizes="(max-width: 575px) calc(100vw - 2rem), (max-width: 991px) 45vw, 22rem"
        loading="lazy"
        decoding="async"
      />
      <div className="project-card__body">
        <Title className="project-card__title">{project.Project_Name}</Title>
        {tags}
        <p className="project-card__text">{project.Project_Description}</p>
        <Link className="project-card__link" to={to}>
          {t('View case study')}<span className="visually-hidden">: {project.Project_Name}</span>
        </Link>
        <Link className="project-card__link project-card__link--book" to={sitePath.consultation()}>
          {t('Book a consultation')}<span className="visually-hidden">{t(' about a project like {{name}}', { name: project.Project_Name })}</span>
        </Link>
      </div>
    </li>
  );
}

export function ProjectGrid({ children }: { children: ReactNode }) {
  return <ul className="project-grid">{children}</ul>;
}
