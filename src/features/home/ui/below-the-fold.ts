/**
 * The home blocks that are not needed to hydrate the first screen: the carousels (XState machine plus
 * react-responsive-carousel). They live in their own chunk, loaded by `home-page.tsx` once the home chunk
 * runs; until it arrives React keeps their server HTML. The enquiry form is not among them: a visitor who
 * types into its server HTML before a deferred chunk hydrates it would lose what they typed.
 */
export { AboutCarouselSection } from './about-carousel-section';
export { ClientsSection } from './clients-section';
export { LeadersSection } from './leaders-section';
export { TestimonialsSection } from './testimonials-section';
