/**
 * The home blocks that are not needed to hydrate the first screen: the carousels (XState machine plus
 * react-responsive-carousel) and the enquiry form (zod and the form lifecycle). They live in their own
 * chunk, loaded by `home-page.tsx` once the home chunk runs; until it arrives React keeps their server HTML.
 */
export { AboutCarouselSection } from './about-carousel-section';
export { ClientsSection } from './clients-section';
export { EnquirySection } from './enquiry-section';
export { LeadersSection } from './leaders-section';
export { TestimonialsSection } from './testimonials-section';
