import { Carousel } from '@/shared/ui/carousel';
import { Section } from '@/shared/ui/section';
import { useGetHomeDataQuery } from '../api/home-api';
import { aboutSlides } from '../config/about-cards';
import { ABOUT_CAROUSEL } from '../config/carousels';

/** Block 2: seven cards about the company, texts from `/homeData`. Hidden when the read fails or is empty. */
export function AboutCarouselSection() {
  const { data } = useGetHomeDataQuery();
  const cards = aboutSlides(data);
  if (cards.length === 0) return null;

  return (
    <Section title="About Us" tone="plain" className="home-about">
      <Carousel
        config={ABOUT_CAROUSEL}
        slides={cards.map((card) => ({
          key: card.title,
          content: (
            <article className="home-about__card">
              <h3 className="home-about__card-title">{card.title}</h3>
              <p className="home-about__card-text">{card.text}</p>
            </article>
          ),
        }))}
      />
    </Section>
  );
}
