/**
 * Rupees from integer paise (STYLE rule 14), as a letter of award writes them: in figures with the Indian
 * grouping (`₹14,62,846.50`) and in words in the Indian system (crore, lakh, thousand). Integer arithmetic
 * only, so no amount is ever a paisa off. `src/shared/lib/indian-number.ts` formats rupees given as a
 * number for the client's screens; these take paise and are the server's, for frozen documents.
 */

function checkPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise must be a whole number, not ${paise}.`);
}

/** `1462846` → `14,62,846`: the last three digits, then pairs. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

const split = (paise: number) => ({ sign: paise < 0 ? '-' : '', rupees: Math.floor(Math.abs(paise) / 100), paise: Math.abs(paise) % 100 });

/** `146284650` → `₹14,62,846.50`; `-5000` → `-₹50.00`. */
export function formatPaise(paise: number): string {
  checkPaise(paise);
  const parts = split(paise);
  return `${parts.sign}₹${groupIndian(parts.rupees)}.${String(parts.paise).padStart(2, '0')}`;
}

/** `146284650` → `1462846.50`: what a spreadsheet reads as a number (no grouping, no symbol). */
export function rupeesDecimal(paise: number): string {
  checkPaise(paise);
  const parts = split(paise);
  return `${parts.sign}${parts.rupees}.${String(parts.paise).padStart(2, '0')}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: `Sixty-Two`. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value];
  const tens = TENS[Math.floor(value / 10)];
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** 1–999: `Eight Hundred Forty-Six`. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number above zero in the Indian system: crore (10^7), lakh (10^5), thousand, hundred. Past 99
 * crore the count of crores is itself written the same way (`One Thousand Two Hundred Crore`), as Indian
 * accounts do.
 */
function indianWords(value: number): string {
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crores > 0 ? `${indianWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * `146284650` → `Rupees Fourteen Lakh Sixty-Two Thousand Eight Hundred Forty-Six and Fifty Paise Only`,
 * `50` → `Fifty Paise Only`, `100` → `Rupees One Only`, `0` → `Rupees Zero Only`. A document states an
 * amount owed, never a negative one: a negative amount is refused.
 */
export function amountInWords(paise: number): string {
  checkPaise(paise);
  if (paise < 0) throw new RangeError(`An amount in words cannot be negative (${paise} paise).`);
  const { rupees, paise: cents } = split(paise);
  const paiseWords = cents > 0 ? `${belowHundred(cents)} ${cents === 1 ? 'Paisa' : 'Paise'}` : '';
  if (rupees === 0) return paiseWords ? `${paiseWords} Only` : 'Rupees Zero Only';
  return `Rupees ${indianWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ''} Only`;
}
