import { useGetHomeDataQuery } from '@/entities/home-data';
import { COMPANY } from '@/shared/config/company';
import { useText } from '@/shared/i18n';
import { aboutSlides } from '../config/about-cards';
import { homeText } from '../i18n/home-text';
import { ABOUT_CAROUSEL } from '../config/carousels';
import { CarouselSection } from './carousel-section';

/** Block 2: seven cards about the company, texts from `/homeData`. Hidden when the read fails or is empty. */
export function AboutCarouselSection() {
  const t = useText(homeText);
  const { data } = useGetHomeDataQuery();
  return (
    <CarouselSection
      title={t('About Us')}
      tone="plain"
      className="home-about"
      config={ABOUT_CAROUSEL}
      label={t('About {{company}}', { company: COMPANY.name })}
      items={aboutSlides(data)}
      slide={(card) => ({
        key: card.title,
        content: (
          <article className="home-about__card">
            <h3 className="home-about__card-title">{t(card.title)}</h3>
            <p className="home-about__card-text">{card.text}</p>
          </article>
        ),
      })}
    />
  );
}
