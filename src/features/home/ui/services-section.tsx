import { mediaUrl } from '@/shared/config/env';
import { FIXED_SERVICE_CARDS, serviceRoutePath } from '@/shared/config/service-cards';
import { useText } from '@/shared/i18n';
import { Section } from '@/shared/ui/section';
import { ServiceCard, ServiceGrid, useServiceName } from '@/shared/ui/service-card';
import { useGetServicesQuery } from '@/entities/service';
import { homeText } from '../i18n/home-text';

/** Block 3: the nine fixed cards (each to its `/home…` page) and the server's services (each to `/{route}`). */
export function ServicesSection() {
  const t = useText(homeText);
  const serviceName = useServiceName();
  const { data: services = [] } = useGetServicesQuery();
  return (
    <Section title={t('Services We Offer')} tone="muted" className="home-services">
      <ServiceGrid>
        {FIXED_SERVICE_CARDS.map((card) => (
          <ServiceCard key={card.slug} title={serviceName(card.title)} image={mediaUrl(card.image)} to={`/home${card.slug}`} />
        ))}
        {services.map((service) => (
          <ServiceCard
            key={`server-${service.route}-${service.Service_Name}`}
            title={serviceName(service.Service_Name)}
            image={mediaUrl(service.Service_img)}
            to={serviceRoutePath(service.route)}
          />
        ))}
      </ServiceGrid>
    </Section>
  );
}
