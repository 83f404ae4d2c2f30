import { lazy, memo, Suspense, type ComponentType } from 'react';
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
import { WelcomeSection } from './welcome-section';
import './home.scss';
// The deferred blocks' styles stay in the home chunk's stylesheet, which the server links in the head:
// their server HTML is styled from the first paint, before their script arrives.
import '@/shared/ui/carousel/styles';
import '@/shared/ui/form/styles';
import './enquiry-section.scss';

type BelowTheFold = typeof import('./below-the-fold');
let belowTheFold: Promise<BelowTheFold> | undefined;
/** One request for every deferred block, started by the first of them to render. */
const loadBelowTheFold = () => (belowTheFold ??= import(/* webpackChunkName: "home-below" */ './below-the-fold'));

/**
 * A block from the deferred chunk, in its own Suspense boundary. While hydrating, a boundary whose chunk
 * has not arrived keeps the server's HTML as it is (no fallback, no flash) and hydrates when it does;
 * the first screen hydrates without waiting for it.
 */
function deferred(name: keyof BelowTheFold) {
  const Block = lazy(() => loadBelowTheFold().then((module) => ({ default: module[name] as ComponentType })));
  function DeferredBlock() {
    return (
      <Suspense fallback={null}>
        <Block />
      </Suspense>
    );
  }
  DeferredBlock.displayName = `Deferred(${name})`;
  // The page's own re-renders (its reads settling) do not reach a boundary still waiting for its chunk.
  return memo(DeferredBlock);
}

const AboutCarouselSection = deferred('AboutCarouselSection');
const ServicesSection = deferred('ServicesSection');
const ProjectsSection = deferred('ProjectsSection');
const LeadersSection = deferred('LeadersSection');
const TestimonialsSection = deferred('TestimonialsSection');
const ClientsSection = deferred('ClientsSection');
const EnquirySection = deferred('EnquirySection');

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
