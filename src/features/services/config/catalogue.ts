/**
 * The fixed service catalogues of docs/spec-fields.md, "Static service catalogue screens". Item names follow the spec;
 * images are API-host paths (show them with `mediaUrl`), drawn by `scripts/generate-media.mjs`.
 */
import { CARPENTRY, MODULAR } from './catalogue-carpentry';
import { FLOORING, GYPSUM, PAINTING } from './catalogue-finishes';
import { ALUMINIUM, CORIAN, GLASS } from './catalogue-systems';
import type { CatalogueCategory, CatalogueKey } from './catalogue-category';

export type { CatalogueCategory, CatalogueItem, CatalogueKey } from './catalogue-category';

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
