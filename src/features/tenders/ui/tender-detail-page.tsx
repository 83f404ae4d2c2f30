import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function TenderDetailPage() {
  useDocumentTitle('Tender Detail');
  return (
    <section className="container py-5">
      <h1>Tender Detail</h1>
    </section>
  );
}
