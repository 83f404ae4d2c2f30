import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

// Skeleton screen: replaced by the issue that owns it.
export function GalleryPage() {
  useDocumentTitle('Gallery');
  return (
    <section className="container py-5">
      <h1>Gallery</h1>
      <Outlet />
    </section>
  );
}
