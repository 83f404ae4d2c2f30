/**
 * The fixed service catalogues of SPEC "Static service catalogue screens". Item names follow the spec;
 * images are API-host paths (show them with `mediaUrl`), drawn by `scripts/generate-media.mjs`.
 */
import { CARPENTRY, MODULAR } from './catalogue-carpentry';
import { FLOORING, GYPSUM, PAINTING } from './catalogue-finishes';
import { ALUMINIUM, CORIAN, GLASS } from './catalogue-systems';

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

export const CATALOGUE: Record<CatalogueKey, CatalogueCategory> = {
  gypsum: GYPSUM,
  painting: PAINTING,
  aluminium: ALUMINIUM,
  glass: GLASS,
  flooring: FLOORING,
  corian: CORIAN,
  carpentry: CARPENTRY,
  modular: MODULAR,
};
