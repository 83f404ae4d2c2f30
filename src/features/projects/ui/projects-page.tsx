import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function ProjectsPage() {
  useDocumentTitle('Projects');
  return (
    <section className="container py-5">
      <h1>Our Projects</h1>
    </section>
  );
}
