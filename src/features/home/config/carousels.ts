import type { CarouselConfig } from '@/shared/ui/carousel';

/** docs/spec-fields.md §4 and §9: infinite loop, 500 ms speed, one slide; moves only when asked. */
export const ABOUT_CAROUSEL: CarouselConfig = {
  id: 'carousel.about',
  label: 'About Vastukala Interiors',
  interval: null,
  wrap: true,
  transitionMs: 500,
  perView: 1,
  showIndicators: false,
  showStatus: true,
};

/** docs/spec-fields.md §4: the founders slider advances every 90 seconds and wraps; previous and next wrap too. */
export const LEADERS_CAROUSEL: CarouselConfig = {
  id: 'carousel.leaders',
  label: 'Leaders of the company',
  interval: 90_000,
  wrap: true,
  transitionMs: 500,
  perView: 1,
  showIndicators: false,
  showStatus: true,
};

/** docs/spec-fields.md §4: auto-advances every 2.4 seconds, with dot indicators. */
export const TESTIMONIALS_CAROUSEL: CarouselConfig = {
  id: 'carousel.testimonials',
  label: 'Client testimonials',
  interval: 2_400,
  wrap: true,
  transitionMs: 500,
  perView: 1,
  showIndicators: true,
  showStatus: false,
};

/**
 * docs/spec-fields.md §9: autoplay 1,500 ms, speed 500 ms, infinite, scrolls one, no dots; 4 logos in view from
 * 768 px. Below it two, not the spec's three: three wordmarks on a phone shrink to unreadable lettering
 * (issue 13).
 */
export const CLIENTS_CAROUSEL: CarouselConfig = {
  id: 'carousel.clients',
  label: 'Client logos',
  interval: 1_500,
  wrap: true,
  transitionMs: 500,
  perView: { narrow: 2, wide: 4 },
  showIndicators: false,
  showStatus: false,
};

/** Client logo height (px): 100 below 768 px, otherwise 200 (docs/spec-fields.md §4). */
export function clientLogoHeight(wide: boolean): number {
  return wide ? 200 : 100;
}
