import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function ProjectCaseStudyPage() {
  useDocumentTitle('Project Case Study');
  return (
    <section className="container py-5">
      <h1>Project Case Study</h1>
    </section>
  );
}
