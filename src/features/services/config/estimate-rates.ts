/**
 * The estimator's rates, room by room, calibrated on the budget guide's figures (`RATES`, `REFERENCE_HOME`):
 * a complete standard interior of the guide's 1,050 sq ft 3BHK adds up to ₹16.3–17.3 lakh
 * (₹1,550–1,650 per sq ft), and a premium finish scales every line by the guide's premium-to-standard ratio.
 * An office is priced on its own per-sq-ft rates (our recent fit-outs: ₹1,350–1,500 per sq ft standard).
 * All rupee figures are standard-finish, low and high.
 */
import { RATES } from './budget-guide';

export type Range = { low: number; high: number };

/** How a line is priced: once for the home (scaled to its size), per room, or per sq ft of carpet area. */
export type Basis = 'home' | 'bedroom' | 'bathroom' | 'sqft';

export interface RateLine<K extends string = string> {
  key: K;
  label: string;
  /** What the line covers, in a visitor's words. */
  covers: string;
  basis: Basis;
  rate: Range;
}

export type HomeServiceKey = 'kitchen' | 'wardrobes' | 'living' | 'bathrooms' | 'ceilings' | 'painting' | 'electrical' | 'furnishing';
export type OfficeServiceKey = 'workstations' | 'partitions' | 'ceilings' | 'flooring' | 'painting' | 'electrical' | 'pantry';

export const HOME_RATES: readonly RateLine<HomeServiceKey>[] = [
  {
    key: 'kitchen',
    label: 'Modular kitchen',
    covers: 'Base, wall and tall units, platform, dado, chimney and hob points',
    basis: 'home',
    rate: { low: 370_000, high: 395_000 },
  },
  {
    key: 'wardrobes',
    label: 'Wardrobes and beds',
    covers: 'A wardrobe with a loft and a bed with storage in every bedroom',
    basis: 'bedroom',
    rate: { low: 160_000, high: 170_000 },
  },
  {
    key: 'living',
    label: 'Living, dining and foyer',
    covers: 'TV unit and wall paneling, crockery unit, shoe cabinet, pooja unit',
    basis: 'home',
    rate: { low: 245_000, high: 260_000 },
  },
  {
    key: 'bathrooms',
    label: 'Bathrooms',
    covers: 'Vanity, mirror cabinet and shower glass in each bathroom',
    basis: 'bathroom',
    rate: { low: 55_000, high: 60_000 },
  },
  { key: 'ceilings', label: 'False ceilings', covers: 'Gypsum ceilings with coves and light points', basis: 'sqft', rate: { low: 165, high: 170 } },
  { key: 'painting', label: 'Painting', covers: 'Putty, primer and washable emulsion on walls and ceilings', basis: 'sqft', rate: { low: 95, high: 100 } },
  { key: 'electrical', label: 'Electrical and lighting', covers: 'New points, wiring changes and LED lighting', basis: 'sqft', rate: { low: 90, high: 95 } },
  { key: 'furnishing', label: 'Curtains and décor', covers: 'Curtains, rods, blinds and a few décor pieces', basis: 'sqft', rate: { low: 55, high: 60 } },
];

export const OFFICE_RATES: readonly RateLine<OfficeServiceKey>[] = [
  { key: 'workstations', label: 'Workstations and cabins', covers: 'Workstations, cabin tables, storage and pedestals', basis: 'sqft', rate: { low: 520, high: 560 } },
  { key: 'partitions', label: 'Partitions', covers: 'Aluminium and glass partitions, cabin doors', basis: 'sqft', rate: { low: 180, high: 200 } },
  { key: 'ceilings', label: 'Ceilings', covers: 'Gypsum and grid ceilings with access panels', basis: 'sqft', rate: { low: 150, high: 165 } },
  { key: 'flooring', label: 'Flooring', covers: 'Vinyl planks or carpet tiles', basis: 'sqft', rate: { low: 110, high: 125 } },
  { key: 'painting', label: 'Painting', covers: 'Putty, primer and washable emulsion', basis: 'sqft', rate: { low: 45, high: 50 } },
  { key: 'electrical', label: 'Electrical, lighting and data', covers: 'Power and data at every desk, LED lighting', basis: 'sqft', rate: { low: 230, high: 250 } },
  { key: 'pantry', label: 'Reception and pantry', covers: 'Reception counter, pantry counter and storage', basis: 'sqft', rate: { low: 120, high: 135 } },
];

/** A premium finish multiplies every line by the guide's premium-to-standard ratio. */
export const PREMIUM_FACTOR: Range = {
  low: RATES.premium.low / RATES.standard.low,
  high: RATES.premium.high / RATES.standard.high,
};
