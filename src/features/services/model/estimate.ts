import { RATES, REFERENCE_HOME } from '../config/budget-guide';

/**
 * The interior estimator (DESIGN.md section 4), on the budget guide's own figures (`RATES`): a complete
 * interior costs ₹1,550–1,650 per sq ft of carpet area in a standard finish, so a 1,050 sq ft 3BHK comes
 * to ₹16.3–17.3 lakh; a premium finish takes it above ₹20 lakh. Pure: the screen only renders it.
 */

export type HomeType = '1bhk' | '2bhk' | '3bhk' | '4bhk' | 'office';
export type Finish = 'standard' | 'premium';
export type ScopeKey = 'carpentry' | 'ceiling' | 'painting' | 'flooring' | 'electrical' | 'aluminium-glass' | 'decor';

export interface HomeTypeOption {
  value: HomeType;
  label: string;
  /** A typical carpet area (sq ft), offered when the type is chosen. */
  typicalArea: number;
}

export const HOME_TYPES: readonly HomeTypeOption[] = [
  { value: '1bhk', label: '1 BHK', typicalArea: 450 },
  { value: '2bhk', label: '2 BHK', typicalArea: 750 },
  { value: '3bhk', label: '3 BHK', typicalArea: REFERENCE_HOME.carpetArea },
  { value: '4bhk', label: '4 BHK', typicalArea: 1500 },
  { value: 'office', label: 'Office', typicalArea: 1200 },
];

export interface FinishOption {
  value: Finish;
  label: string;
  /** Rupees per sq ft of carpet area for the complete scope. */
  rate: { min: number; max: number };
  description: string;
}

export const FINISHES: readonly FinishOption[] = [
  {
    value: 'standard',
    label: 'Standard',
    rate: { min: RATES.standard.low, max: RATES.standard.high },
    description: 'BWP plywood carcasses, laminate shutters, branded hardware, emulsion paint.',
  },
  {
    value: 'premium',
    label: 'Premium',
    rate: { min: RATES.premium.low, max: RATES.premium.high },
    description: 'Acrylic or PU shutters, veneer paneling, soft-close fittings throughout, designer lighting.',
  },
];

export interface ScopeOption {
  value: ScopeKey;
  label: string;
  /** Share of the complete per-sq-ft rate; the shares of all scopes add up to 1. */
  share: number;
}

export const SCOPES: readonly ScopeOption[] = [
  { value: 'carpentry', label: 'Modular kitchen, wardrobes and carpentry', share: 0.45 },
  { value: 'flooring', label: 'Flooring and tiling', share: 0.12 },
  { value: 'ceiling', label: 'Gypsum false ceiling', share: 0.1 },
  { value: 'painting', label: 'Painting and polish', share: 0.1 },
  { value: 'electrical', label: 'Electrical work and lighting', share: 0.08 },
  { value: 'aluminium-glass', label: 'Aluminium and glass work', share: 0.08 },
  { value: 'decor', label: 'Curtains, wallpaper and décor', share: 0.07 },
];

export const AREA_LIMITS = { min: 100, max: 20_000 } as const;

export interface EstimateInput {
  /** Carpet area in sq ft. */
  area: number;
  homeType: HomeType;
  finish: Finish;
  services: readonly ScopeKey[];
}

export type EstimateResult =
  | {
      ok: true;
      /** Rupees, whole. */
      total: { min: number; max: number };
      /** Lakh, to one decimal. */
      lakh: { min: number; max: number };
      /** Rupees per sq ft for the chosen scope, to the nearest ten. */
      rate: { min: number; max: number };
      includes: string[];
    }
  | { ok: false; error: string };

const LAKH = 100_000;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function estimate({ area, finish, services }: EstimateInput): EstimateResult {
  if (!Number.isFinite(area) || area < AREA_LIMITS.min || area > AREA_LIMITS.max) {
    return {
      ok: false,
      error: `Enter a carpet area between ${rupees.format(AREA_LIMITS.min)} and ${rupees.format(AREA_LIMITS.max)} sq ft.`,
    };
  }
  const chosen = SCOPES.filter((scope) => services.includes(scope.value));
  if (chosen.length === 0) return { ok: false, error: 'Choose at least one service.' };

  const { rate } = FINISHES.find((option) => option.value === finish) ?? FINISHES[0];
  // Shares are added in tenths of a percent so the complete scope is exactly 1, not 0.9999….
  const share = chosen.reduce((sum, scope) => sum + Math.round(scope.share * 1000), 0) / 1000;
  const perSqFt = { min: roundTo(rate.min * share, 10), max: roundTo(rate.max * share, 10) };
  const total = { min: Math.round(area * perSqFt.min), max: Math.round(area * perSqFt.max) };
  return {
    ok: true,
    total,
    lakh: { min: Math.round((total.min / LAKH) * 10) / 10, max: Math.round((total.max / LAKH) * 10) / 10 },
    rate: perSqFt,
    includes: chosen.map((scope) => scope.label),
  };
}

/** `₹16.3–17.3 lakh` */
export function formatLakhRange({ min, max }: { min: number; max: number }): string {
  return `₹${min.toFixed(1)}–${max.toFixed(1)} lakh`;
}

/** `₹1,550–1,650 per sq ft` */
export function formatRateRange({ min, max }: { min: number; max: number }): string {
  return `₹${rupees.format(min)}–${rupees.format(max)} per sq ft`;
}

/** The text the enquiry form is pre-filled with. */
export function estimateMessage(input: EstimateInput, result: EstimateResult): string {
  if (!result.ok) return '';
  const type = HOME_TYPES.find((option) => option.value === input.homeType)?.label ?? input.homeType;
  const finish = FINISHES.find((option) => option.value === input.finish)?.label ?? input.finish;
  return [
    `Estimate request: ${type}, ${rupees.format(input.area)} sq ft carpet area, ${finish.toLowerCase()} finish.`,
    `Estimated cost: ${formatLakhRange(result.lakh)} (${formatRateRange(result.rate)}).`,
    `Services: ${result.includes.join('; ')}.`,
    'Please contact me to discuss a detailed quotation.',
  ].join('\n');
}
