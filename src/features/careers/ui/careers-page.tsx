import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function CareersPage() {
  useDocumentTitle('Careers');
  return (
    <section className="container py-5">
      <h1>Careers</h1>
    </section>
  );
}
