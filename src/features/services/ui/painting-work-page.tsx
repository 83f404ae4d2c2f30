import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function PaintingWorkPage() {
  useDocumentTitle('All Type Painting Work');
  return (
    <section className="container py-5">
      <h1>All Type Painting Work</h1>
    </section>
  );
}
