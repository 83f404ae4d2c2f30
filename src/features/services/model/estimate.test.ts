import { areaWarning, estimate, estimateMessage, formatLakhRange, formatRateRange, servicesFor, type EstimateInput, type HomeType } from './estimate';

const all = (homeType: HomeType) => servicesFor(homeType).map((service) => service.value);
const threeBhk: EstimateInput = { area: 1050, homeType: '3bhk', finish: 'standard', services: all('3bhk') };

function ok(input: EstimateInput) {
  const result = estimate(input);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('estimate', () => {
  it("prices the budget guide's 1,050 sq ft 3BHK in a standard finish at ₹16.3–17.3 lakh", () => {
    const result = ok(threeBhk);
    expect(result.lakh).toEqual({ min: 16.3, max: 17.3 });
    expect(result.lakh.min).toBeGreaterThanOrEqual(16);
    expect(formatLakhRange(result.lakh)).toBe('₹16.3–17.3 lakh');
    expect(formatRateRange(result.rate)).toBe('₹1,550–1,650 per sq ft');
  });

  it('breaks the price down room by room, and the lines add up to the total', () => {
    const result = ok(threeBhk);
    expect(result.lines.map((line) => [line.label, line.basis])).toEqual([
      ['Modular kitchen', 'for a 3 BHK'],
      ['Wardrobes and beds', '3 bedrooms'],
      ['Living, dining and foyer', 'for a 3 BHK'],
      ['Bathrooms', '2 bathrooms'],
      ['False ceilings', '1,050 sq ft at ₹165–170'],
      ['Painting', '1,050 sq ft at ₹95–100'],
      ['Electrical and lighting', '1,050 sq ft at ₹90–95'],
      ['Curtains and décor', '1,050 sq ft at ₹55–60'],
    ]);
    expect(result.lines[1].total).toEqual({ min: 480_000, max: 510_000 });
    const sum = result.lines.reduce((total, line) => total + line.total.min, 0);
    expect(Math.abs(sum - result.total.min)).toBeLessThan(5_000);
  });

  it('follows the home type: more bedrooms and bathrooms cost more for the same area', () => {
    const prices = (['1bhk', '2bhk', '3bhk', '4bhk'] as const).map((homeType) => ok({ ...threeBhk, homeType, services: all(homeType) }).total.min);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(new Set(prices).size).toBe(4);
    expect(ok({ ...threeBhk, homeType: '1bhk' }).lines.find((line) => line.key === 'wardrobes')?.basis).toBe('1 bedroom');
  });

  it('prices an office on its own rates, not on home rates', () => {
    const office = ok({ area: 1050, homeType: 'office', finish: 'standard', services: all('office') });
    expect(office.lines.map((line) => line.key)).toEqual(['workstations', 'partitions', 'ceilings', 'flooring', 'painting', 'electrical', 'pantry']);
    expect(office.rate).toEqual({ min: 1_360, max: 1_490 });
    expect(office.total.min).not.toBe(ok(threeBhk).total.min);
    // Home services mean nothing for an office.
    expect(estimate({ area: 1050, homeType: 'office', finish: 'standard', services: ['kitchen', 'wardrobes'] })).toEqual({
      ok: false,
      error: 'Choose at least one service.',
    });
  });

  it('charges only for the services chosen', () => {
    const result = ok({ ...threeBhk, services: ['kitchen', 'painting'] });
    expect(result.includes).toEqual(['Modular kitchen', 'Painting']);
    expect(result.total).toEqual({ min: 370_000 + 95 * 1050, max: 395_000 + 100 * 1050 });
  });

  it('takes the same home above ₹20 lakh in a premium finish', () => {
    const result = ok({ ...threeBhk, finish: 'premium' });
    expect(result.lakh.min).toBeGreaterThan(20);
    expect(result.rate).toEqual({ min: 2_000, max: 2_300 });
  });

  it('scales the per-sq-ft lines with the area', () => {
    const small = ok({ ...threeBhk, area: 900 });
    expect(small.total.min).toBe(ok(threeBhk).total.min - 150 * (165 + 95 + 90 + 55));
  });

  it('refuses an area out of range and an empty scope', () => {
    expect(estimate({ ...threeBhk, area: 50 })).toEqual({ ok: false, error: 'Enter a carpet area between 100 and 20,000 sq ft.' });
    expect(estimate({ ...threeBhk, area: Number.NaN }).ok).toBe(false);
    expect(estimate({ ...threeBhk, services: [] })).toEqual({ ok: false, error: 'Choose at least one service.' });
  });
});

describe('estimateMessage', () => {
  it('states the home, the range and the services with their basis', () => {
    const message = estimateMessage(threeBhk, estimate(threeBhk));
    expect(message).toContain('3 BHK, 1,050 sq ft carpet area, standard finish');
    expect(message).toContain('₹16.3–17.3 lakh (₹1,550–1,650 per sq ft)');
    expect(message).toContain('Wardrobes and beds (3 bedrooms)');
  });

  it('is empty when there is no estimate', () => {
    expect(estimateMessage(threeBhk, { ok: false, error: 'x' })).toBe('');
  });
});

describe('amounts in lakh and crore', () => {
  it('writes lakh below a crore and crore from 100 lakh on', () => {
    expect(formatLakhRange({ min: 16.3, max: 17.3 })).toBe('₹16.3–17.3 lakh');
    expect(formatLakhRange({ min: 99.9, max: 100 })).toBe('₹99.9 lakh–₹1 crore');
    expect(formatLakhRange({ min: 120, max: 135.4 })).toBe('₹1.2–1.35 crore');
    expect(formatLakhRange({ min: 250, max: 310 })).toBe('₹2.5–3.1 crore');
  });

  it('says crore for a large office', () => {
    const result = estimate({ area: 20_000, homeType: 'office', finish: 'premium', services: servicesFor('office').map((s) => s.value) });
    expect(result.ok).toBe(true);
    if (result.ok) expect(formatLakhRange(result.lakh)).toMatch(/crore$/);
  });
});

describe('areaWarning', () => {
  it('is quiet for a usual area', () => {
    expect(areaWarning('3bhk', 1_050)).toBeNull();
    expect(areaWarning('office', 15_000)).toBeNull();
  });

  it('asks to check an area unusual for the home type, without refusing it', () => {
    expect(areaWarning('1bhk', 4_000)).toBe('4,000 sq ft is large for a 1 BHK (most are 250–900 sq ft). Please check the area and the home type.');
    expect(areaWarning('4bhk', 300)).toBe('300 sq ft is small for a 4 BHK (most are 900–4,500 sq ft). Please check the area and the home type.');
    expect(estimate({ area: 4_000, homeType: '1bhk', finish: 'standard', services: servicesFor('1bhk').map((s) => s.value) }).ok).toBe(true);
  });

  it('leaves an area out of bounds to the estimate\'s own error', () => {
    expect(areaWarning('2bhk', 50)).toBeNull();
    expect(areaWarning('2bhk', Number.NaN)).toBeNull();
  });
});
