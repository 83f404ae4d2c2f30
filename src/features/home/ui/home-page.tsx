import { useDocumentTitle } from '@/shared/lib/use-document-title';
import {
  useGetClientsQuery,
  useGetFoundersQuery,
  useGetHomeDataQuery,
  useGetHomeProjectsQuery,
  useGetHomeServicesQuery,
  useGetTestimonialsQuery,
} from '../api/home-api';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { AboutCarouselSection } from './about-carousel-section';
import { ClientsSection } from './clients-section';
import { EnquirySection } from './enquiry-section';
import { LeadersSection } from './leaders-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { WelcomeSection } from './welcome-section';
import './home.scss';

/** Every read the home blocks make; the page is laid out for good once all have answered. */
function useHomeSettled(): boolean {
  const reads = [
    useGetHomeDataQuery(),
    useGetHomeServicesQuery(),
    useGetHomeProjectsQuery(),
    useGetFoundersQuery(),
    useGetTestimonialsQuery(),
    useGetClientsQuery(),
  ];
  return reads.every((read) => !read.isLoading);
}

/** The home page: its blocks in SPEC order; the shell adds the shared footer after them. */
export function HomePage() {
  useDocumentTitle('Home');
  // `/#enquiry` (the estimator's hand-off, the welcome button) lands on the enquiry form.
  useScrollToHash(useHomeSettled());

  return (
    <div className="home-page">
      <WelcomeSection />
      <AboutCarouselSection />
      <ServicesSection />
      <ProjectsSection />
      <LeadersSection />
      <TestimonialsSection />
      <ClientsSection />
      <EnquirySection />
    </div>
  );
}
