import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <section className="container py-5">
      <h1>Services We Offer</h1>
    </section>
  );
}
