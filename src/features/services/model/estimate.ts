import { REFERENCE_HOME } from '../config/budget-guide';
import {
  HOME_RATES,
  OFFICE_RATES,
  PREMIUM_FACTOR,
  type HomeServiceKey,
  type OfficeServiceKey,
  type RateLine,
} from '../config/estimate-rates';
import { groupIndian } from '@/shared/lib/indian-number';

/**
 * The interior estimator (docs/spec-fields.md, "Where the specification is silent"; issue 13): a home is priced room by room (the kitchen, a
 * wardrobe and bed per bedroom, the living areas, each bathroom) plus ceilings, painting, electrical work and
 * curtains per sq ft, so the home type changes the price; an office is priced on its own per-sq-ft rates.
 * The rates (`config/estimate-rates.ts`) are calibrated on the budget guide: a complete standard 1,050 sq ft
 * 3BHK comes to ₹16.3–17.3 lakh, a premium one above ₹20 lakh. Pure: the screen only renders it.
 */

export type HomeType = '1bhk' | '2bhk' | '3bhk' | '4bhk' | 'office';
export type Finish = 'standard' | 'premium';
export type ServiceKey = HomeServiceKey | OfficeServiceKey;

export interface HomeTypeOption {
  value: HomeType;
  label: string;
  /** A typical carpet area (sq ft), offered when the type is chosen. */
  typicalArea: number;
  bedrooms: number;
  bathrooms: number;
  /** How the kitchen and living areas scale against the guide's 3BHK. */
  scale: number;
}

export const HOME_TYPES: readonly HomeTypeOption[] = [
  { value: '1bhk', label: '1 BHK', typicalArea: 450, bedrooms: 1, bathrooms: 1, scale: 0.7 },
  { value: '2bhk', label: '2 BHK', typicalArea: 750, bedrooms: 2, bathrooms: 2, scale: 0.85 },
  { value: '3bhk', label: '3 BHK', typicalArea: REFERENCE_HOME.carpetArea, bedrooms: 3, bathrooms: 2, scale: 1 },
  { value: '4bhk', label: '4 BHK', typicalArea: 1500, bedrooms: 4, bathrooms: 3, scale: 1.2 },
  { value: 'office', label: 'Office', typicalArea: 1200, bedrooms: 0, bathrooms: 0, scale: 1 },
];

export interface FinishOption {
  value: Finish;
  label: string;
  description: string;
}

export const FINISHES: readonly FinishOption[] = [
  { value: 'standard', label: 'Standard', description: 'BWP plywood carcasses, laminate shutters, branded hardware, emulsion paint.' },
  {
    value: 'premium',
    label: 'Premium',
    description: 'Acrylic or PU shutters, veneer paneling, soft-close fittings throughout, designer lighting.',
  },
];

export const AREA_LIMITS = { min: 100, max: 20_000 } as const;

export interface ServiceOption {
  value: ServiceKey;
  label: string;
  covers: string;
}

/** The services a visitor can choose for this type: room by room for a home, trade by trade for an office. */
export function servicesFor(homeType: HomeType): ServiceOption[] {
  const lines: readonly RateLine[] = homeType === 'office' ? OFFICE_RATES : HOME_RATES;
  return lines.map((line) => ({ value: line.key as ServiceKey, label: line.label, covers: line.covers }));
}

export interface EstimateInput {
  /** Carpet area in sq ft. */
  area: number;
  homeType: HomeType;
  finish: Finish;
  services: readonly ServiceKey[];
}

export interface EstimateLine {
  key: ServiceKey;
  label: string;
  /** How the line was priced, e.g. "3 bedrooms" or "1,050 sq ft at ₹165–170". */
  basis: string;
  /** Rupees, to the nearest thousand. */
  total: { min: number; max: number };
}

export type EstimateResult =
  | {
      ok: true;
      /** Rupees, whole. */
      total: { min: number; max: number };
      /** Lakh, to one decimal. */
      lakh: { min: number; max: number };
      /** Rupees per sq ft of carpet area, to the nearest ten. */
      rate: { min: number; max: number };
      lines: EstimateLine[];
      includes: string[];
    }
  | { ok: false; error: string };

/**
 * Says one of the estimator's texts, its `{{placeholders}}` filled: English by default (what the tests and
 * the enquiry read); a screen passes its text catalogue's `t`, keyed by these English texts, for Marathi.
 */
export type Say = (text: string, params?: Record<string, string | number>) => string;
const english: Say = (text, params = {}) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));

const LAKH = 100_000;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
export function estimate({ area, homeType, finish, services }: EstimateInput, say: Say = english): EstimateResult {
  if (!Number.isFinite(area) || area < AREA_LIMITS.min || area > AREA_LIMITS.max) {
    return {
      ok: false,
      error: say('Enter a carpet area between {{min}} and {{max}} sq ft.', { min: groupIndian(AREA_LIMITS.min), max: groupIndian(AREA_LIMITS.max) }),
    };
  }
  const type = HOME_TYPES.find((option) => option.value === homeType) ?? HOME_TYPES[2];
  const rates: readonly RateLine[] = homeType === 'office' ? OFFICE_RATES : HOME_RATES;
  const chosen = rates.filter((line) => services.includes(line.key as ServiceKey));
  if (chosen.length === 0) return { ok: false, error: say('Choose at least one service.') };

  const factor = finish === 'premium' ? PREMIUM_FACTOR : { low: 1, high: 1 };
  const lines = chosen.map((line): EstimateLine & { exact: { min: number; max: number } } => {
    const [quantity, basis] =
      line.basis === 'sqft'
        ? [area, say('{{area}} sq ft at ₹{{low}}–{{high}}', { area: groupIndian(area), low: groupIndian(roundTo(line.rate.low * factor.low, 5)), high: groupIndian(roundTo(line.rate.high * factor.high, 5)) })]
        : line.basis === 'bedroom'
          ? [type.bedrooms, say(type.bedrooms === 1 ? '{{count}} bedroom' : '{{count}} bedrooms', { count: type.bedrooms })]
          : line.basis === 'bathroom'
            ? [type.bathrooms, say(type.bathrooms === 1 ? '{{count}} bathroom' : '{{count}} bathrooms', { count: type.bathrooms })]
            : [type.scale, say('for a {{type}}', { type: say(type.label) })];
    const exact = { min: line.rate.low * factor.low * quantity, max: line.rate.high * factor.high * quantity };
    return { key: line.key as ServiceKey, label: say(line.label), basis, exact, total: { min: roundTo(exact.min, 1000), max: roundTo(exact.max, 1000) } };
  });

  const total = {
    min: Math.round(lines.reduce((sum, line) => sum + line.exact.min, 0)),
    max: Math.round(lines.reduce((sum, line) => sum + line.exact.max, 0)),
  };
  return {
    ok: true,
    total,
    lakh: { min: Math.round((total.min / LAKH) * 10) / 10, max: Math.round((total.max / LAKH) * 10) / 10 },
    rate: { min: roundTo(total.min / area, 10), max: roundTo(total.max / area, 10) },
    lines: lines.map(({ exact: _exact, ...line }) => line),
    includes: lines.map((line) => line.label),
  };
}

/** 100 lakh make a crore: an amount from there on is said in crore, as it is in India. */
const LAKH_PER_CRORE = 100;

/** `12.5 lakh`, or `1.25 crore` from 100 lakh on (crore to two decimals, so 1.05 crore is not rounded away). */
function lakhOrCrore(lakh: number): { value: string; unit: string } {
  return lakh >= LAKH_PER_CRORE
    ? { value: String(Math.round((lakh / LAKH_PER_CRORE) * 100) / 100), unit: 'crore' }
    : { value: lakh.toFixed(1), unit: 'lakh' };
}

/**
 * `₹16.3–17.3 lakh`; `₹1.2–1.35 crore`; `₹96.0 lakh–₹1.02 crore` when the range crosses a crore (in Marathi
 * लाख and कोटी, through `say`).
 */
export function formatLakhRange({ min, max }: { min: number; max: number }, say: Say = english): string {
  const low = lakhOrCrore(min);
  const high = lakhOrCrore(max);
  return low.unit === high.unit ? `₹${low.value}–${high.value} ${say(high.unit)}` : `₹${low.value} ${say(low.unit)}–₹${high.value} ${say(high.unit)}`;
}

/**
 * The carpet areas a home of each type usually has (sq ft). Outside them the estimate still works, but
 * the visitor is asked to check: 4,000 sq ft for a 1 BHK is more often a typo or the wrong type.
 */
export const PLAUSIBLE_AREA: Record<HomeType, { min: number; max: number }> = {
  '1bhk': { min: 250, max: 900 },
  '2bhk': { min: 450, max: 1_400 },
  '3bhk': { min: 650, max: 2_200 },
  '4bhk': { min: 900, max: 4_500 },
  office: { min: AREA_LIMITS.min, max: AREA_LIMITS.max },
};

/** A gentle warning for an area that is possible but unusual for the type, or null. */
export function areaWarning(homeType: HomeType, area: number, say: Say = english): string | null {
  if (!Number.isFinite(area) || area < AREA_LIMITS.min || area > AREA_LIMITS.max) return null;
  const usual = PLAUSIBLE_AREA[homeType];
  const params = { area: groupIndian(area), type: say(HOME_TYPES.find((option) => option.value === homeType)?.label ?? homeType), min: groupIndian(usual.min), max: groupIndian(usual.max) };
  if (area < usual.min) return say('{{area}} sq ft is small for a {{type}} (most are {{min}}–{{max}} sq ft). Please check the area and the home type.', params);
  if (area > usual.max) return say('{{area}} sq ft is large for a {{type}} (most are {{min}}–{{max}} sq ft). Please check the area and the home type.', params);
  return null;
}

/** `₹1,550–1,650 per sq ft` */
export function formatRateRange({ min, max }: { min: number; max: number }, say: Say = english): string {
  return say('₹{{min}}–{{max}} per sq ft', { min: groupIndian(min), max: groupIndian(max) });
}

/** `₹3,70,000–3,95,000` */
export function formatRupeeRange({ min, max }: { min: number; max: number }): string {
  return `₹${groupIndian(min)}–${groupIndian(max)}`;
}

/** The text the enquiry form is pre-filled with (in the visitor's language: `result` was said with the same `say`). */
export function estimateMessage(input: EstimateInput, result: EstimateResult, say: Say = english): string {
  if (!result.ok) return '';
  const type = say(HOME_TYPES.find((option) => option.value === input.homeType)?.label ?? input.homeType);
  const finish = say(FINISHES.find((option) => option.value === input.finish)?.label ?? input.finish);
  return [
    say('Estimate request: {{type}}, {{area}} sq ft carpet area, {{finish}} finish.', { type, area: groupIndian(input.area), finish: finish.toLowerCase() }),
    say('Estimated cost: {{range}} ({{rate}}).', { range: formatLakhRange(result.lakh, say), rate: formatRateRange(result.rate, say) }),
    say('Services: {{services}}.', { services: result.lines.map((line) => `${line.label} (${line.basis})`).join('; ') }),
    say('Please contact me to discuss a detailed quotation.'),
  ].join('\n');
}
