import { useGetFoundersQuery } from '@/entities/founder';
import { useText } from '@/shared/i18n';
import { LEADERS_CAROUSEL } from '../config/carousels';
import { homeText } from '../i18n/home-text';
import { CarouselSection } from './carousel-section';
import { FounderCardContent } from './founder-card';

/** Block 5: the founders, one at a time, turning every 90 seconds. */
export function LeadersSection() {
  const t = useText(homeText);
  const { data: founders = [] } = useGetFoundersQuery();
  return (
    <CarouselSection
      title={t('Our Leaders')}
      tone="muted"
      className="home-leaders"
      config={LEADERS_CAROUSEL}
      label={t('Leaders of the company')}
      items={founders}
      slide={(founder) => ({
        key: founder.Founders_Id ?? founder.Founders_Name,
        content: (
          <article className="leader-card">
            <FounderCardContent founder={founder} block="leader-card" photoSize={240}>
              <p className="leader-card__text">{founder.Founders_Description}</p>
            </FounderCardContent>
          </article>
        ),
      })}
    />
  );
}
