import { useGetTestimonialsQuery } from '@/entities/testimonial';
import { useText } from '@/shared/i18n';
import { TESTIMONIALS_CAROUSEL } from '../config/carousels';
import { homeText } from '../i18n/home-text';
import { CarouselSection } from './carousel-section';

/** docs/spec-fields.md §3: every testimonial shows five stars. */
const TESTIMONIAL_STARS = 5;

function Stars() {
  const t = useText(homeText);
  return (
    <p className="testimonial-card__stars" role="img" aria-label={t('Rated {{stars}} out of {{stars}}', { stars: TESTIMONIAL_STARS })}>
      {Array.from({ length: TESTIMONIAL_STARS }, (_, star) => (
        <span key={star} aria-hidden="true">
          ★
        </span>
      ))}
    </p>
  );
}

/** Block 6: what clients say, turning every 2.4 seconds, with dots. */
export function TestimonialsSection() {
  const t = useText(homeText);
  const { data: testimonials = [] } = useGetTestimonialsQuery();
  return (
    <CarouselSection
      title={t('What Client Says')}
      tone="plain"
      className="home-testimonials"
      config={TESTIMONIALS_CAROUSEL}
      label={t('Client testimonials')}
      items={testimonials}
      slide={(testimonial, position) => ({
        key: `${position}-${testimonial.Client_name}`,
        content: (
          <figure className="testimonial-card">
            <Stars />
            <blockquote className="testimonial-card__quote">
              <p>{testimonial.Comment}</p>
            </blockquote>
            <figcaption className="testimonial-card__author">
              <span className="testimonial-card__name">{testimonial.Client_name}</span>
              <span className="testimonial-card__position">{testimonial.Client_position}</span>
              <span className="testimonial-card__address">{testimonial.Address}</span>
            </figcaption>
          </figure>
        ),
      })}
    />
  );
}
