import { useText } from '@/shared/i18n';
import { useServiceName } from '@/shared/ui/service-card';
import { catalogueText, servicePagesText } from '../i18n/service-pages-text';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { CATALOGUE, type CatalogueKey } from '../config/catalogue';
import { CatalogueGrid } from './catalogue-grid';
import { ServiceCallToAction } from './service-call-to-action';
import './services.scss';

/** One static catalogue screen (gypsum, aluminium, …): intro, the items, a call to action. */
export function CataloguePage({ catalogue }: { catalogue: CatalogueKey }) {
  const t = useText(servicePagesText);
  const say = useText(catalogueText);
  const { title: english, banner, intro, items } = CATALOGUE[catalogue];
  const title = useServiceName()(english);
  useDocumentTitle(title);

  return (
    <div className="service-page">
      <PageBanner title={title} image={banner}>
        <p className="page-banner__subtitle">
          {t(items.length === 1 ? '{{count}} service' : '{{count}} services', { count: items.length })} ·{' '}
          <Link className="page-banner__link" to="/services">
            {t('All services')}
          </Link>
        </p>
      </PageBanner>
      <div className="container service-page__content">
        <p className="service-page__intro">{say(intro)}</p>
        <CatalogueGrid items={items} />
      </div>
      <ServiceCallToAction service={english} />
    </div>
  );
}
