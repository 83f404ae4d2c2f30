import { Link } from 'react-router-dom';
import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { CASE_STUDY } from '../model/case-study';
import './projects.scss';

/** The case study: facts, walk-through videos, the twelve sections and the completion photographs. */
export function ProjectCaseStudyPage() {
  const study = CASE_STUDY;
  useDocumentTitle(study.name);

  return (
    <article className="case-study">
      <PageBanner title={study.name}>
        <p className="page-banner__subtitle">Project case study</p>
      </PageBanner>
      <div className="container case-study__content">
        <p>
          <Link to="/projects">← All projects</Link>
        </p>
        <dl className="case-study__facts">
          <div>
            <dt>Location</dt>
            <dd>{study.location}</dd>
          </div>
          <div>
            <dt>Area</dt>
            <dd>{study.area}</dd>
          </div>
        </dl>

        {study.videos.length > 0 && (
          <ul className="case-study__videos" aria-label="Project videos">
            {study.videos.map((video) => (
              <li key={video.src}>
                <figure className="m-0">
                  <video
                    src={mediaUrl(video.src)}
                    poster={mediaUrl(video.poster)}
                    controls
                    muted
                    playsInline
                    preload="none"
                    width={640}
                    height={360}
                    aria-label={video.title}
                  />
                  <figcaption>{video.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}

        <div className="case-study__layout">
          <nav className="case-study__toc" aria-label="Case study sections">
            <p className="case-study__toc-title">On this page</p>
            <ol>
              {study.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              {study.completionImages.length > 0 && (
                <li>
                  <a href="#completion">On completion</a>
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
                <h2 id="completion-title">On completion</h2>
                <ul className="case-study__gallery">
                  {study.completionImages.map((image) => (
                    <li key={image.src}>
                      <img src={mediaUrl(image.src)} alt={image.alt} width={400} height={300} loading="lazy" decoding="async" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
