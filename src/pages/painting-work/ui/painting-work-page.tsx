import { useText } from '@/shared/i18n';
import { useServiceName } from '@/shared/ui/service-card';
import { catalogueText, CATALOGUE, PAINTING_SERVICES, CatalogueGrid, ServiceCallToAction } from '@/features/services';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { posterFor } from '@/shared/lib/video-poster';
import { PageBanner } from '@/shared/ui/page-banner';
import { Section } from '@/shared/ui/section';

/** All Type Painting Work: the painting-services story (video, reasons, offers), then the ten items. */
export function PaintingWorkPage() {
  const say = useText(catalogueText);
  const { title: english, intro, items } = CATALOGUE.painting;
  const title = useServiceName()(english);
  const content = PAINTING_SERVICES;
  const video = COMPANY.media.paintingVideo;
  useDocumentTitle(title);

  return (
    <div className="service-page painting-page">
      <PageBanner title={title} video={{ src: mediaUrl(video), poster: mediaUrl(posterFor(video)) }}>
        <p className="page-banner__subtitle">{say(content.heading)}</p>
      </PageBanner>

      <Section title={say(content.heading)}>
        <div className="painting-page__intro">
          {content.intro.map((text) => (
            <p key={text}>{say(text)}</p>
          ))}
        </div>
        <div className="painting-cta">
          <div>
            <p className="painting-cta__title">{say(content.callToAction.heading)}</p>
            <p className="painting-cta__text">{say(content.callToAction.text)}</p>
          </div>
          <a className="btn btn-primary btn-lg" href={`tel:+91${COMPANY.phone}`}>
            {say(content.callToAction.buttonLabel)}: {COMPANY.phoneDisplay}
          </a>
        </div>
      </Section>

      <Section title={say(content.reasonsHeading)} tone="muted">
        <ol className="reason-grid">
          {content.reasons.map((reason, position) => (
            <li key={reason.title} className="reason-card">
              <span className="reason-card__number" aria-hidden="true">
                {String(position + 1).padStart(2, '0')}
              </span>
              <h3 className="reason-card__title">{say(reason.title)}</h3>
              <p className="reason-card__text">{say(reason.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={say(content.offersHeading)}>
        <CatalogueGrid
          items={content.offers.map((offer) => ({ name: offer.title, description: offer.text, image: offer.image }))}
          headingLevel={3}
        />
      </Section>

      <Section title={title} tone="muted" lead={say(intro)}>
        <CatalogueGrid items={items} headingLevel={3} />
      </Section>

      <ServiceCallToAction service={english} />
    </div>
  );
}
