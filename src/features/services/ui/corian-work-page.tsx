import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function CorianWorkPage() {
  useDocumentTitle('Corian Work');
  return (
    <section className="container py-5">
      <h1>Corian Work</h1>
    </section>
  );
}
