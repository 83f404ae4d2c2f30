import { amountInWords, formatPaise, rupeesDecimal } from './money-words';

describe('amountInWords', () => {
  it.each([
    [50, 'Fifty Paise Only'],
    [1, 'One Paisa Only'],
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [100_000 * 100, 'Rupees One Lakh Only'],
    [10_000_000 * 100, 'Rupees One Crore Only'],
    [146_284_650, 'Rupees Fourteen Lakh Sixty-Two Thousand Eight Hundred Forty-Six and Fifty Paise Only'],
    [1_105, 'Rupees Eleven and Five Paise Only'],
    [9_999_999_999, 'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [100_100_000 * 100, 'Rupees Ten Crore One Lakh Only'],
    [12_000_000_000 * 100, 'Rupees One Thousand Two Hundred Crore Only'],
    [2_000_000_000 * 100 + 1_000 * 100 + 1_000, 'Rupees Two Hundred Crore One Thousand Ten Only'],
    [11_000 * 100, 'Rupees Eleven Thousand Only'],
    [90 * 100 + 10, 'Rupees Ninety and Ten Paise Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a fraction of a paisa, a negative amount and what is not a number', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatPaise and rupeesDecimal', () => {
  it('write paise as rupees with the Indian grouping, and plain for spreadsheets', () => {
    expect(formatPaise(146_284_650)).toBe('₹14,62,846.50');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(99_999)).toBe('₹999.99');
    expect(formatPaise(100_000)).toBe('₹1,000.00');
    expect(formatPaise(1_000_000_000_000)).toBe('₹10,00,00,00,000.00');
    expect(formatPaise(-5_000)).toBe('-₹50.00');
    expect(rupeesDecimal(146_284_650)).toBe('1462846.50');
    expect(rupeesDecimal(7)).toBe('0.07');
    expect(() => formatPaise(0.5)).toThrow(RangeError);
  });

  it('agree with Intl’s en-IN rupees for every kind of amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const paise of [0, 1, 10, 99, 100, 12_345, 1_00_000_00, 12_34_567_89, 98_76_54_321_00, 1_462_846_50]) {
      expect(formatPaise(paise)).toBe(intl.format(paise / 100));
    }
  });
});
