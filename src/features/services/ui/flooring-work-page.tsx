import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function FlooringWorkPage() {
  useDocumentTitle('Flooring Work');
  return (
    <section className="container py-5">
      <h1>Flooring Work</h1>
    </section>
  );
}
