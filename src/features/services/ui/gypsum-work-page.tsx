import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function GypsumWorkPage() {
  useDocumentTitle('Gypsum Work');
  return (
    <section className="container py-5">
      <h1>Gypsum Work</h1>
    </section>
  );
}
