import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useGetClientsQuery } from '@/entities/client';
import { useGetFoundersQuery } from '@/entities/founder';
import { useGetHomeDataQuery } from '@/entities/home-data';
import { useGetProjectsQuery } from '@/entities/project';
import { useGetServicesQuery } from '@/entities/service';
import { useGetTestimonialsQuery } from '@/entities/testimonial';
import { HomeBelowTheFold, homeText, useScrollToHash, WelcomeSection } from '@/features/home';
// The deferred blocks' styles stay in the home chunk's stylesheet, which the server links in the head:
// their server HTML is styled from the first paint, before their script arrives.
import '@/shared/ui/carousel/styles';
import '@/shared/ui/form/styles';
import '@/shared/ui/project-card/styles';
import '@/shared/ui/section/styles';
import '@/shared/ui/service-card/styles';

/** Every read the home blocks make; the page is laid out for good once all have answered. */
function useHomeSettled(): boolean {
  const reads = [
    useGetHomeDataQuery(),
    useGetServicesQuery(),
    useGetProjectsQuery(),
    useGetFoundersQuery(),
    useGetTestimonialsQuery(),
    useGetClientsQuery(),
  ];
  return reads.every((read) => !read.isLoading);
}

/** The home page: its blocks in the spec's order; the shell adds the shared footer after them. */
export function HomePage() {
  const t = useText(homeText);
  useDocumentTitle(t('Home'));
  // `/#enquiry` (the estimator's hand-off, the welcome button) lands on the enquiry form.
  useScrollToHash(useHomeSettled());

  return (
    <div className="home-page">
      <WelcomeSection />
      <HomeBelowTheFold />
    </div>
  );
}
