import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { CATALOGUE, type CatalogueKey } from '../config/catalogue';
import { CatalogueGrid } from './catalogue-grid';
import { ServiceCallToAction } from './service-call-to-action';
import './services.scss';

/** One static catalogue screen (gypsum, aluminium, …): intro, the items, a call to action. */
export function CataloguePage({ catalogue }: { catalogue: CatalogueKey }) {
  const { title, banner, intro, items } = CATALOGUE[catalogue];
  useDocumentTitle(title);

  return (
    <div className="service-page">
      <PageBanner title={title} image={banner}>
        <p className="page-banner__subtitle">
          {items.length} {items.length === 1 ? 'service' : 'services'} ·{' '}
          <Link className="page-banner__link" to="/services">
            All services
          </Link>
        </p>
      </PageBanner>
      <div className="container service-page__content">
        <p className="service-page__intro">{intro}</p>
        <CatalogueGrid items={items} />
      </div>
      <ServiceCallToAction service={title} />
    </div>
  );
}
