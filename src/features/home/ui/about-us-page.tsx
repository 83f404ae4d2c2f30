import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function AboutUsPage() {
  useDocumentTitle('About Us');
  return (
    <section className="container py-5">
      <h1>About Us</h1>
    </section>
  );
}
