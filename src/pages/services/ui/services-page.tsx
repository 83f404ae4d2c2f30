import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { FIXED_SERVICE_CARDS, serviceRoutePath } from '@/shared/config/service-cards';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { posterFor } from '@/shared/lib/video-poster';
import { PageBanner } from '@/shared/ui/page-banner';
import { Section } from '@/shared/ui/section';
import { ServiceCard, ServiceGrid, useServiceName } from '@/shared/ui/service-card';
import { useGetServicesQuery } from '@/entities/service';
import { servicesText } from '@/features/services';

/** Services: the video, the nine fixed cards (relative links under `/services`), then the server's services. */
export function ServicesPage() {
  const t = useText(servicesText);
  const serviceName = useServiceName();
  useDocumentTitle(t('Services'));
  const { data: services = [] } = useGetServicesQuery();
  const video = COMPANY.media.servicesVideo;

  return (
    <div className="services-page">
      <PageBanner title={t('Services We Offer')} video={{ src: mediaUrl(video), poster: mediaUrl(posterFor(video)) }}>
        <p className="page-banner__subtitle">{t('From a single gypsum ceiling to a complete turnkey interior.')}</p>
      </PageBanner>
      <Section title={t('What we do')} tone="muted" lead={t('Choose a service to see what we make and how we work.')}>
        <ServiceGrid>
          {FIXED_SERVICE_CARDS.map((card) => (
            <ServiceCard key={card.slug} title={serviceName(card.title)} image={mediaUrl(card.image)} to={card.slug} />
          ))}
        </ServiceGrid>
      </Section>
      {services.length > 0 && (
        <Section title={t('More from our studio')}>
          <ServiceGrid>
            {services.map((service) => (
              <ServiceCard
                key={`${service.route}-${service.Service_Name}`}
                title={serviceName(service.Service_Name)}
                image={mediaUrl(service.Service_img)}
                to={serviceRoutePath(service.route)}
              />
            ))}
          </ServiceGrid>
        </Section>
      )}
    </div>
  );
}
