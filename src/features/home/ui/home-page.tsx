import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <section className="container py-5">
      <h1>Welcome to Vastukala Interiors</h1>
    </section>
  );
}
