import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function FurnitureWorkPage() {
  useDocumentTitle('Modular Work');
  return (
    <section className="container py-5">
      <h1>Modular Work</h1>
    </section>
  );
}
