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

/** Integer paise as rupees, Indian grouping, two decimals: `146284650` → `₹14,62,846.50`. */
export function formatPaise(paise: number): string {
  const whole = Math.trunc(Math.abs(paise) / 100);
  const cents = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}₹${groupIndian(whole)}.${cents}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value];
  return `${TENS[Math.floor(value / 10)]}${value % 10 ? `-${ONES[value % 10]}` : ''}`;
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words, the Indian way (crore, lakh, thousand). */
function rupeesInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [crore ? `${rupeesInWords(crore)} Crore` : '', lakh ? `${belowHundred(lakh)} Lakh` : '', thousand ? `${belowHundred(thousand)} Thousand` : '', rest ? belowThousand(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Integer paise in words, as an Indian cheque or letter writes them: `Rupees Fourteen Lakh … and Fifty Paise Only`. */
export function amountInWords(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const cents = paise % 100;
  if (rupees === 0 && cents > 0) return `${belowHundred(cents)} Paise Only`;
  return `Rupees ${rupeesInWords(rupees)}${cents ? ` and ${belowHundred(cents)} Paise` : ''} Only`;
}
