import { Link } from 'react-router-dom';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notFoundText } from '../i18n/not-found-text';

export function NotFoundPage() {
  const t = useText(notFoundText);
  useDocumentTitle(t('Page not found'));
  return (
    <section className="container py-5 text-center not-found">
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you asked for does not exist or has moved.')}</p>
      <Link className="btn btn-primary" to="/">
        {t('Back to the home page')}
      </Link>
    </section>
  );
}
