import { mediaUrl } from '@/shared/config/env';
import { useIsWideLayout } from '@/shared/lib/media-query';
import { nameFromPath } from '@/shared/lib/name-from-path';
import { Carousel } from '@/shared/ui/carousel';
import { Section } from '@/shared/ui/section';
import { useGetClientsQuery } from '../api/home-api';
import { CLIENTS_CAROUSEL, clientLogoHeight } from '../config/carousels';

/** Block 7: client logos, 2 in view below 768 px (legible on a phone) and 4 above, scrolling one every 1.5 seconds. */
export function ClientsSection() {
  const { data: clients = [] } = useGetClientsQuery();
  const height = clientLogoHeight(useIsWideLayout());
  if (clients.length === 0) return null;

  return (
    <Section title="Our Clients" tone="muted" className="home-clients">
      <Carousel
        config={CLIENTS_CAROUSEL}
        slides={clients.map((client, position) => ({
          key: client.id ?? position,
          content: (
            <img
              className="client-logo"
              src={mediaUrl(client.Ourclients)}
              alt={nameFromPath(client.Ourclients) || `Client logo ${position + 1}`}
              width={height * 1.5}
              height={height}
              style={{ height }}
              loading="lazy"
              decoding="async"
            />
          ),
        }))}
      />
    </Section>
  );
}
