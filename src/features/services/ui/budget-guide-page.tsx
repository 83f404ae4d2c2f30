import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function BudgetGuidePage() {
  useDocumentTitle('Budget Guide');
  return (
    <section className="container py-5">
      <h1>Interior Design Budget Guide</h1>
    </section>
  );
}
