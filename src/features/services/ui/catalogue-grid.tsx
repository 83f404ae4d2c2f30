import { useText } from '@/shared/i18n';
import { catalogueText } from '../i18n/service-pages-text';
import { MediaImage } from '@/shared/ui/media-image';
import type { CatalogueItem } from '../config/catalogue';

/** The items of one catalogue: picture, name and a short description each. */
export function CatalogueGrid({ items, headingLevel = 2 }: { items: readonly CatalogueItem[]; headingLevel?: 2 | 3 }) {
  const t = useText(catalogueText);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="catalogue-grid">
      {items.map((item) => (
        <li key={item.name} className="catalogue-item">
          <MediaImage className="catalogue-item__image" path={item.image} alt="" width={400} height={300} />
          <div className="catalogue-item__body">
            <Heading className="catalogue-item__name">{t(item.name)}</Heading>
            {item.description && <p className="catalogue-item__text">{t(item.description)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
