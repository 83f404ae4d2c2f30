import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function AluminiumWorkPage() {
  useDocumentTitle('Aluminium Work');
  return (
    <section className="container py-5">
      <h1>Aluminium Work</h1>
    </section>
  );
}
