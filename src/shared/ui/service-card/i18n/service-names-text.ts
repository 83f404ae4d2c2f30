import { FIXED_SERVICE_CARDS, type FixedServiceCard } from '@/shared/config/service-cards';
import { SERVICE_SLUGS } from '@/shared/config/site-paths';
import { defineCatalogue, useText } from '@/shared/i18n';

type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** The English names are the cards' own titles (SPEC section 2), keyed by slug, and the Corian page's. */
const serviceNamesEn = {
  ...(Object.fromEntries(FIXED_SERVICE_CARDS.map((card) => [card.slug, card.title])) as Record<FixedServiceCard['slug'], string>),
  corianwork: 'Corian Work',
} satisfies Record<ServiceSlug, string>;

export const serviceNamesText = defineCatalogue('service-names', serviceNamesEn, () => import(/* webpackChunkName: "mr-service-names" */ './service-names-text.mr'));

/** A fixed service card's name in the page's language. */
export function useServiceName(): (card: FixedServiceCard) => string {
  const t = useText(serviceNamesText);
  return (card) => t(card.slug);
}

/**
 * The name of a link to a service page (the footer's, from content/company.json) in the page's language:
 * the service's own name when the content calls it by that name, else the content's words as they are.
 */
export function useServiceLinkName(): (to: string, name: string) => string {
  const t = useText(serviceNamesText);
  return (to, name) => {
    const slug = /^\/(?:services\/|home)(\w+)$/.exec(to)?.[1] as ServiceSlug | undefined;
    return slug && serviceNamesEn[slug] === name ? t(slug) : name;
  };
}
