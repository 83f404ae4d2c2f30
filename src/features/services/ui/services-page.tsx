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
import { servicesText } from '../i18n/services-text';
import './services.scss';

/** Services: the video, the nine fixed cards (relative links under `/services`), then the server's services. */
export function ServicesPage() {
  const t = useText(servicesText);
  const serviceName = useServiceName();
  useDocumentTitle(t('title'));
  const { data: services = [] } = useGetServicesQuery();
  const video = COMPANY.media.servicesVideo;

  return (
    <div className="services-page">
      <PageBanner title={t('banner')} video={{ src: mediaUrl(video), poster: mediaUrl(posterFor(video)) }}>
        <p className="page-banner__subtitle">{t('subtitle')}</p>
      </PageBanner>
      <Section title={t('whatWeDo')} tone="muted" lead={t('whatWeDoLead')}>
        <ServiceGrid>
          {FIXED_SERVICE_CARDS.map((card) => (
            <ServiceCard key={card.slug} title={serviceName(card.title)} image={mediaUrl(card.image)} to={card.slug} />
          ))}
        </ServiceGrid>
      </Section>
      {services.length > 0 && (
        <Section title={t('more')}>
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
