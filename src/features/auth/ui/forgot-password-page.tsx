import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <section className="container py-5">
      <h1>Forgot Password</h1>
    </section>
  );
}
