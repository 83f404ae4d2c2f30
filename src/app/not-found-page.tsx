import { Link } from 'react-router-dom';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notFoundText } from './i18n/not-found-text';

export function NotFoundPage() {
  const t = useText(notFoundText);
  useDocumentTitle(t('title'));
  return (
    <section className="container py-5 text-center not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link className="btn btn-primary" to="/">
        {t('back')}
      </Link>
    </section>
  );
}
