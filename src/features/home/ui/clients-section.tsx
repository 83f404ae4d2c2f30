import { useIsWideLayout } from '@/shared/lib/media-query';
import { nameFromPath } from '@/shared/lib/name-from-path';
import { MediaImage } from '@/shared/ui/media-image';
import { useGetClientsQuery } from '@/entities/client';
import { useText } from '@/shared/i18n';
import { CLIENTS_CAROUSEL, clientLogoHeight } from '../config/carousels';
import { homeText } from '../i18n/home-text';
import { CarouselSection } from './carousel-section';

/** Block 7: client logos, 2 in view below 768 px (legible on a phone) and 4 above, scrolling one every 1.5 seconds. */
export function ClientsSection() {
  const t = useText(homeText);
  const { data: clients = [] } = useGetClientsQuery();
  const height = clientLogoHeight(useIsWideLayout());
  return (
    <CarouselSection
      title={t('Our Clients')}
      tone="muted"
      className="home-clients"
      config={CLIENTS_CAROUSEL}
      label={t('Client logos')}
      items={clients}
      slide={(client, position) => ({
        key: client.id ?? position,
        content: (
          <MediaImage
            className="client-logo"
            path={client.Ourclients}
            alt={nameFromPath(client.Ourclients) || `Client logo ${position + 1}`}
            width={height * 1.5}
            height={height}
            style={{ height }}
          />
        ),
      })}
    />
  );
}
