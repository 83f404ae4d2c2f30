import { AboutCarouselSection } from './about-carousel-section';
import { ClientsSection } from './clients-section';
import { EnquirySection } from './enquiry-section';
import { LeadersSection } from './leaders-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home blocks after the welcome block, in the spec's order. None is needed to hydrate the first screen:
 * the carousels (XState machine plus react-responsive-carousel), the service and project cards, and the
 * enquiry form (the form machine and the shared zod schema). They live in their own chunk, loaded by
 * `home-page.tsx`; until it arrives React keeps their server HTML. What a visitor types into the form's
 * server HTML meanwhile is kept: the form takes it over as it hydrates (`useForm`). They hydrate, or on a
 * page rendered in the browser appear, together: `/#enquiry` then lands on a form whose blocks above have
 * all taken their place.
 */
export function HomeBelowTheFold() {
  return (
    <>
      <AboutCarouselSection />
      <ServicesSection />
      <ProjectsSection />
      <LeadersSection />
      <TestimonialsSection />
      <ClientsSection />
      <EnquirySection />
    </>
  );
}
