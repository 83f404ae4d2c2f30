import type { ReactNode } from 'react';
import { AboutCarouselSection } from './about-carousel-section';
import { ClientsSection } from './clients-section';
import { LeadersSection } from './leaders-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home blocks after the welcome block, in SPEC order. None is needed to hydrate the first screen:
 * the carousels (XState machine plus react-responsive-carousel), the service and project cards, and the
 * enquiry form (`enquiry`: the form machine and the shared zod schema, from a chunk of its own). They live
 * in chunks of their own, loaded by `home-page.tsx`; until they arrive React keeps their server HTML. What a
 * visitor types into the form's server HTML meanwhile is kept: the form takes it over as it hydrates
 * (`useForm`). They hydrate, or on a page rendered in the browser appear, together: `/#enquiry` then lands
 * on a form whose blocks above have all taken their place.
 */
export function HomeBelowTheFold({ enquiry }: { enquiry: ReactNode }) {
  return (
    <>
      <AboutCarouselSection />
      <ServicesSection />
      <ProjectsSection />
      <LeadersSection />
      <TestimonialsSection />
      <ClientsSection />
      {enquiry}
    </>
  );
}
