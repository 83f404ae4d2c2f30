import { groupIndian } from './indian-number';

describe('groupIndian', () => {
  it('groups as the en-IN formatter does: three digits, then pairs', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(2000)).toBe('2,000');
    expect(groupIndian(125000)).toBe('1,25,000');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(-40)).toBe('-40');
  });

  it('writes what Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }) writes', () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (let value = 1; value < 50_000_000; value = value * 3 + 7) {
      expect(groupIndian(value)).toBe(enIn.format(value));
      expect(groupIndian(-value)).toBe(enIn.format(-value));
      expect(groupIndian(value + 0.5)).toBe(enIn.format(value + 0.5));
      expect(groupIndian(value + 0.25)).toBe(enIn.format(value + 0.25));
    }
  });
});
