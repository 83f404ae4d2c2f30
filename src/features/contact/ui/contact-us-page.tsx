import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function ContactUsPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="container py-5">
      <h1>Contact Us</h1>
    </section>
  );
}
