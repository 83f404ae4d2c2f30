import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function CarpentryWorkPage() {
  useDocumentTitle('Carpentry Work');
  return (
    <section className="container py-5">
      <h1>Carpentry Work</h1>
    </section>
  );
}
