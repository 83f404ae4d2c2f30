import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="container py-5 text-center not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="btn btn-primary" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
