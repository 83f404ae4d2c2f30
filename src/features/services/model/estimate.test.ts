import { estimate, estimateMessage, formatLakhRange, formatRateRange, HOME_TYPES, SCOPES, type EstimateInput } from './estimate';

const ALL = SCOPES.map((scope) => scope.value);
const threeBhk: EstimateInput = { area: 1050, homeType: '3bhk', finish: 'standard', services: ALL };

describe('estimate', () => {
  it('prices a 1,050 sq ft 3BHK in a standard finish at ₹16.3–17.3 lakh, ₹1,550–1,650 per sq ft', () => {
    const result = estimate(threeBhk);
    if (!result.ok) throw new Error(result.error);
    expect(result.total).toEqual({ min: 1_627_500, max: 1_732_500 });
    expect(result.lakh).toEqual({ min: 16.3, max: 17.3 });
    expect(formatLakhRange(result.lakh)).toBe('₹16.3–17.3 lakh');
    expect(formatRateRange(result.rate)).toBe('₹1,550–1,650 per sq ft');
    expect(result.includes).toHaveLength(SCOPES.length);
  });

  it('takes the same home above ₹20 lakh in a premium finish', () => {
    const result = estimate({ ...threeBhk, finish: 'premium' });
    if (!result.ok) throw new Error(result.error);
    expect(result.lakh.min).toBeGreaterThan(20);
    expect(result.lakh.max).toBeGreaterThan(result.lakh.min);
  });

  it('charges only for the services chosen', () => {
    const result = estimate({ ...threeBhk, services: ['carpentry', 'painting'] });
    if (!result.ok) throw new Error(result.error);
    // 55 % of the complete rate, to the nearest ten rupees.
    expect(result.rate).toEqual({ min: 850, max: 910 });
    expect(result.total).toEqual({ min: 892_500, max: 955_500 });
    expect(result.includes).toEqual(['Modular kitchen, wardrobes and carpentry', 'Painting and polish']);
  });

  it('scales with the area', () => {
    const small = estimate({ ...threeBhk, area: 525 });
    if (!small.ok) throw new Error(small.error);
    expect(small.total).toEqual({ min: 813_750, max: 866_250 });
  });

  it('refuses an area out of range and an empty scope', () => {
    expect(estimate({ ...threeBhk, area: 50 })).toEqual({ ok: false, error: 'Enter a carpet area between 100 and 20,000 sq ft.' });
    expect(estimate({ ...threeBhk, area: Number.NaN }).ok).toBe(false);
    expect(estimate({ ...threeBhk, services: [] })).toEqual({ ok: false, error: 'Choose at least one service.' });
  });

  it('has shares that make up the complete scope and a typical 3BHK of 1,050 sq ft', () => {
    expect(SCOPES.reduce((sum, scope) => sum + scope.share, 0)).toBeCloseTo(1, 10);
    expect(HOME_TYPES.find((type) => type.value === '3bhk')?.typicalArea).toBe(1050);
  });
});

describe('estimateMessage', () => {
  it('states the home, the range and the services', () => {
    const message = estimateMessage(threeBhk, estimate(threeBhk));
    expect(message).toContain('3 BHK, 1,050 sq ft carpet area, standard finish');
    expect(message).toContain('₹16.3–17.3 lakh (₹1,550–1,650 per sq ft)');
    expect(message).toContain('Gypsum false ceiling');
  });

  it('is empty when there is no estimate', () => {
    expect(estimateMessage(threeBhk, { ok: false, error: 'x' })).toBe('');
  });
});
