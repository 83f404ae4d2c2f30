/** The shape of one service catalogue: what `catalogue.ts` and the files of its categories (`catalogue-*.ts`) share, so they need not import each other back. */

export interface CatalogueItem {
  name: string;
  description: string;
  image: string;
}

export interface CatalogueCategory {
  title: string;
  /** The banner behind the title (1600 × 500), an API-host path. */
  banner: string;
  intro: string;
  items: CatalogueItem[];
}

export type CatalogueKey =
  | 'gypsum'
  | 'painting'
  | 'aluminium'
  | 'glass'
  | 'flooring'
  | 'corian'
  | 'carpentry'
  | 'modular';
