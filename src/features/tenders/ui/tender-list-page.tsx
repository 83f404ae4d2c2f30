import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function TenderListPage() {
  useDocumentTitle('Tenders');
  return (
    <section className="container py-5">
      <h1>Tenders</h1>
    </section>
  );
}
