import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { deferred } from '@/shared/ui/deferred';
import {
  useGetClientsQuery,
  useGetFoundersQuery,
  useGetHomeDataQuery,
  useGetHomeProjectsQuery,
  useGetHomeServicesQuery,
  useGetTestimonialsQuery,
} from '../api/home-api';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { WelcomeSection } from './welcome-section';
import './home.scss';
// The deferred blocks' styles stay in the home chunk's stylesheet, which the server links in the head:
// their server HTML is styled from the first paint, before their script arrives.
import '@/shared/ui/carousel/styles';
import '@/shared/ui/form/styles';
import '@/shared/ui/project-card/styles';
import '@/shared/ui/section/styles';
import '@/shared/ui/service-card/styles';
import './enquiry-section.scss';

type BelowTheFold = typeof import('./below-the-fold');
let belowTheFold: Promise<BelowTheFold> | undefined;
/** One request for every deferred block, started by the first of them to render. */
const loadBelowTheFold = () => (belowTheFold ??= import(/* webpackChunkName: "home-below" */ './below-the-fold'));

/** A block from the deferred chunk: hydrated when the chunk arrives, its server HTML kept until then. */
const below = <TName extends keyof BelowTheFold>(name: TName) => deferred(name, () => loadBelowTheFold().then((module) => module[name]));

const AboutCarouselSection = below('AboutCarouselSection');
const ServicesSection = below('ServicesSection');
const ProjectsSection = below('ProjectsSection');
const LeadersSection = below('LeadersSection');
const TestimonialsSection = below('TestimonialsSection');
const ClientsSection = below('ClientsSection');
const EnquirySection = below('EnquirySection');

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
