import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function SignUpPage() {
  useDocumentTitle('Sign Up');
  return (
    <section className="container py-5">
      <h1>Sign Up</h1>
    </section>
  );
}
