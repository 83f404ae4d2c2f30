import type { HomeData } from '@/entities/home-data';
import { slidesPerView } from '@/shared/ui/carousel';
import { ABOUT_CARDS, aboutSlides } from './about-cards';
import { ABOUT_CAROUSEL, CLIENTS_CAROUSEL, clientLogoHeight, LEADERS_CAROUSEL, TESTIMONIALS_CAROUSEL } from './carousels';

describe('home carousels (docs/spec-fields.md §4 and §9)', () => {
  it('about: moves only when asked, loops, 500 ms, one slide', () => {
    expect(ABOUT_CAROUSEL).toMatchObject({ interval: null, wrap: true, transitionMs: 500, perView: 1 });
  });

  it('leaders: every 90 seconds, wrapping', () => {
    expect(LEADERS_CAROUSEL).toMatchObject({ interval: 90_000, wrap: true, perView: 1 });
  });

  it('testimonials: every 2.4 seconds, with dots', () => {
    expect(TESTIMONIALS_CAROUSEL).toMatchObject({ interval: 2_400, wrap: true, showIndicators: true, perView: 1 });
  });

  it('clients: every 1.5 seconds, 500 ms, infinite, no dots, 2 in view under 768 px (legible) and 4 above', () => {
    expect(CLIENTS_CAROUSEL).toMatchObject({ interval: 1_500, transitionMs: 500, wrap: true, showIndicators: false });
    expect(slidesPerView(CLIENTS_CAROUSEL.perView, false)).toBe(2);
    expect(slidesPerView(CLIENTS_CAROUSEL.perView, true)).toBe(4);
    expect(clientLogoHeight(false)).toBe(100);
    expect(clientLogoHeight(true)).toBe(200);
  });

  it('gives every carousel its own DevTools id and an accessible name', () => {
    const all = [ABOUT_CAROUSEL, LEADERS_CAROUSEL, TESTIMONIALS_CAROUSEL, CLIENTS_CAROUSEL];
    expect(new Set(all.map((carousel) => carousel.id)).size).toBe(all.length);
    expect(all.every((carousel) => carousel.label.trim().length > 0)).toBe(true);
  });
});

describe('about cards', () => {
  const data: HomeData = {
    whoWeAre: 'who',
    ourMission: 'mission',
    ourVision: 'vision',
    experties: 'expertise',
    quality: 'quality',
    clientApproch: ' ',
    timelyDelivery: 'on time',
  };

  it('are the seven cards of the spec, in order', () => {
    expect(ABOUT_CARDS.map((card) => card.title)).toEqual([
      'Who We Are',
      'Our Mission',
      'Our Vision',
      'Expertise',
      'Quality Craftsmanship',
      'Client-Centric Approach',
      'Timely Delivery',
    ]);
  });

  it('take their texts from the home record and leave out empty ones', () => {
    const slides = aboutSlides(data);
    expect(slides.map((slide) => slide.title)).not.toContain('Client-Centric Approach');
    expect(slides[3]).toEqual({ title: 'Expertise', text: 'expertise' });
    expect(aboutSlides(null)).toEqual([]);
  });
});
