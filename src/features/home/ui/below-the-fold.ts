/**
 * The home blocks that are not needed to hydrate the first screen (the welcome block): the carousels
 * (XState machine plus react-responsive-carousel), the service and project cards, and the enquiry form
 * (the form machine and the shared zod schema). They live
 * in their own chunk, loaded by `home-page.tsx` once the home chunk runs; until it arrives React keeps
 * their server HTML. What a visitor types into the form's server HTML meanwhile is kept: the form takes
 * it over as it hydrates (`useForm`).
 */
export { AboutCarouselSection } from './about-carousel-section';
export { ClientsSection } from './clients-section';
export { EnquirySection } from './enquiry-section';
export { LeadersSection } from './leaders-section';
export { ProjectsSection } from './projects-section';
export { ServicesSection } from './services-section';
export { TestimonialsSection } from './testimonials-section';
