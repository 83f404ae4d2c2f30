import { mediaUrl } from '@/shared/config/env';
import { Carousel } from '@/shared/ui/carousel';
import { Section } from '@/shared/ui/section';
import { useGetFoundersQuery } from '../api/home-api';
import { LEADERS_CAROUSEL } from '../config/carousels';

/** Block 5: the founders, one at a time, turning every 90 seconds. */
export function LeadersSection() {
  const { data: founders = [] } = useGetFoundersQuery();
  if (founders.length === 0) return null;

  return (
    <Section title="Our Leaders" tone="muted" className="home-leaders">
      <Carousel
        config={LEADERS_CAROUSEL}
        slides={founders.map((founder) => ({
          key: founder.Founders_Id ?? founder.Founders_Name,
          content: (
            <article className="leader-card">
              <img
                className="leader-card__photo"
                src={mediaUrl(founder.Founders_img)}
                alt={`Portrait of ${founder.Founders_Name}`}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <div className="leader-card__body">
                <h3 className="leader-card__name">{founder.Founders_Name}</h3>
                <p className="leader-card__role">{founder.Founders_Role}</p>
                <p className="leader-card__text">{founder.Founders_Description}</p>
              </div>
            </article>
          ),
        }))}
      />
    </Section>
  );
}
