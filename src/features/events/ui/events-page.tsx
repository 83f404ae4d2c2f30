import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function EventsPage() {
  useDocumentTitle('Events');
  return (
    <section className="container py-5">
      <h1>Events</h1>
    </section>
  );
}
