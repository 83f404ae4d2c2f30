/**
 * A number rounded to a whole one and grouped the Indian way (`2,000`, `1,25,000`: the last three digits,
 * then pairs), as `Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })` writes it. Written out by
 * hand because making that formatter loads the locale's data, ~20 ms of a phone's main thread while a
 * page hydrates (the forms' character counts, the services' rates and areas).
 */
export function groupIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/**
 * A non-negative number with two decimals, rounded as Intl rounds: half up, on the number's shortest
 * decimal form (`0.015` → `0.02`, where `toFixed`, reading the binary value 0.01499…, writes `0.01`).
 */
function twoDecimals(value: number): [whole: string, cents: string] {
  const text = String(value);
  const [whole, fraction = ''] = text.split('.');
  // An exponent (below 1e-6, from 1e21), or too many digits to count in cents exactly: toFixed will do.
  if (/e/i.test(text) || whole.length > 13) {
    const [fixedWhole, fixedCents] = value.toFixed(2).split('.');
    return [fixedWhole, fixedCents];
  }
  const cents = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  const digits = String(cents).padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/**
 * Rupees and paise in the Indian grouping (`₹14,62,846.00`, `-₹1,200.50`), as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes them, without making that
 * formatter (see `groupIndian`).
 */
export function formatRupees(amount: number): string {
  const [whole, paise] = twoDecimals(Math.abs(amount));
  // As Intl: a negative amount keeps its sign even when it rounds to ₹0.00.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(Number(whole))}.${paise}`;
}

/**
 * A number with at most two decimals in the Indian grouping (`18`, `1.5`, `1,25,000.25`), as
 * `Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })` writes it, without making that formatter.
 */
export function formatIndianDecimal(value: number): string {
  const [whole, cents] = twoDecimals(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const fraction = cents.replace(/0+$/, '');
  return `${sign}${groupIndian(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

