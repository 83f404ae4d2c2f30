import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function EstimatePage() {
  useDocumentTitle('Estimate');
  return (
    <section className="container py-5">
      <h1>Estimate Your Interior Budget</h1>
    </section>
  );
}
