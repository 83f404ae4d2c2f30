import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function LoginPage() {
  useDocumentTitle('Log In');
  return (
    <section className="container py-5">
      <h1>Log In</h1>
    </section>
  );
}
