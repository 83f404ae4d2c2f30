/**
 * The nine fixed service cards shown on the home page and on the services screen (docs/spec-fields.md §2).
 * Each opens its service page: `/home<slug>` from the home page, the relative `<slug>` (under
 * `/services`) from the services screen. Images are API-host paths; show them with `mediaUrl`.
 */
export type FixedServiceSlug =
  | 'gypsumwork'
  | 'paintaingwork'
  | 'aluminiumwork'
  | 'glasswork'
  | 'flooringwork'
  | 'carpentrywork'
  | 'furniturework'
  | 'estimate'
  | 'budget';

export interface FixedServiceCard {
  slug: FixedServiceSlug;
  title: string;
  image: string;
}

export const FIXED_SERVICE_CARDS: readonly FixedServiceCard[] = [
  { slug: 'gypsumwork', title: 'Gypsum Work', image: '/uploads/services/gypsum-work.svg' },
  { slug: 'paintaingwork', title: 'All Type Painting Work', image: '/uploads/services/all-type-painting-work.svg' },
  { slug: 'aluminiumwork', title: 'Aluminium Work', image: '/uploads/services/aluminium-work.svg' },
  { slug: 'glasswork', title: 'Glass Work', image: '/uploads/services/glass-work.svg' },
  { slug: 'flooringwork', title: 'Flooring Work', image: '/uploads/services/flooring-work.svg' },
  { slug: 'carpentrywork', title: 'Carpentry Work', image: '/uploads/services/carpentry-work.svg' },
  { slug: 'furniturework', title: 'Modular Work', image: '/uploads/services/modular-work.svg' },
  { slug: 'estimate', title: 'Interior Estimate', image: '/uploads/services/interior-estimate.svg' },
  { slug: 'budget', title: 'Budget Guide', image: '/uploads/services/budget-guide.svg' },
];

/** Where a server-supplied service card leads: `/{route}` (docs/spec-fields.md §2). */
export function serviceRoutePath(route: string): string {
  return `/${route.trim().replace(/^\/+/, '')}`;
}
