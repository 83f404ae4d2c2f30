import { formatIndianDecimal, formatRupees, groupIndian } from './indian-number';

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

describe('formatRupees', () => {
  it('writes rupees and paise as the en-IN INR currency formatter does', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const values = [0, 0.005, 0.015, 1.005, 1.115, 2.675, 99.995, 1200, 375830, 1462846, 2598902.8, 25_98_902.855, 12_34_56_789.125];
    for (let value = 0.01; value < 1e9; value = value * 2.7 + 0.013) values.push(value);
    for (const value of values) {
      expect(formatRupees(value)).toBe(inr.format(value));
      expect(formatRupees(-value)).toBe(inr.format(-value));
    }
  });
});

describe('formatIndianDecimal', () => {
  it('writes at most two decimals as the en-IN formatter does', () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const values = [0, 18, 1.5, 2.25, 0.015, 1.005, 99.999, 12.3456, 125000.25];
    for (let value = 0.01; value < 1e9; value = value * 2.7 + 0.013) values.push(value);
    for (const value of values) {
      expect(formatIndianDecimal(value)).toBe(enIn.format(value));
      expect(formatIndianDecimal(-value)).toBe(enIn.format(-value));
    }
  });
});

