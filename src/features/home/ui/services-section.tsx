import { mediaUrl } from '@/shared/config/env';
import { FIXED_SERVICE_CARDS, serviceRoutePath } from '@/shared/config/service-cards';
import { Section } from '@/shared/ui/section';
import { ServiceCard, ServiceGrid } from '@/shared/ui/service-card';
import { useGetServicesQuery } from '@/entities/service';

/** Block 3: the nine fixed cards (each to its `/home…` page) and the server's services (each to `/{route}`). */
export function ServicesSection() {
  const { data: services = [] } = useGetServicesQuery();
  return (
    <Section title="Services We Offer" tone="muted" className="home-services">
      <ServiceGrid>
        {FIXED_SERVICE_CARDS.map((card) => (
          <ServiceCard key={card.slug} title={card.title} image={mediaUrl(card.image)} to={`/home${card.slug}`} />
        ))}
        {services.map((service) => (
          <ServiceCard
            key={`server-${service.route}-${service.Service_Name}`}
            title={service.Service_Name}
            image={mediaUrl(service.Service_img)}
            to={serviceRoutePath(service.route)}
          />
        ))}
      </ServiceGrid>
    </Section>
  );
}
