import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function VendorRegistrationPage() {
  useDocumentTitle('Vendor Registration');
  return (
    <section className="container py-5">
      <h1>Fill The Below Form</h1>
    </section>
  );
}
