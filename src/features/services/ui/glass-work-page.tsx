import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function GlassWorkPage() {
  useDocumentTitle('Glass Work');
  return (
    <section className="container py-5">
      <h1>Glass Work</h1>
    </section>
  );
}
