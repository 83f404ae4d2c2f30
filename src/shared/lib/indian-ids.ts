/**
 * Validators for the Indian business identifiers a vendor gives on registration.
 * Pure functions, shared by the client form, the server route and the msw handler.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
/** State code, PAN, entity number (1–9, then A–Z), the fixed 'Z', and the check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state codes: 01–38 for states and union territories, 97 other territory, 99 centre jurisdiction. */
function isGstStateCode(code: string): boolean {
  const value = Number(code);
  return (value >= 1 && value <= 38) || value === 97 || value === 99;
}

/** Upper-cases and drops spaces, so "27aapfu 0939f1zv" is checked as the vendor meant it. */
export function normalizeId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The GSTIN check character: over the first 14 characters, each base-36 value is multiplied by
 * 1 and 2 alternately, the product's base-36 digits are added, and the check character makes the
 * sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE36.indexOf(first14[index]);
    if (value < 0) throw new Error(`"${first14[index]}" is not a GSTIN character`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

export function isValidUdyam(value: string): boolean {
  return UDYAM_PATTERN.test(value);
}

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export type GstinProblem = 'length' | 'shape' | 'state' | 'check';

/** Why a GSTIN is wrong, or null when it is well formed with a correct check character. */
export function gstinProblem(value: string): GstinProblem | null {
  if (value.length !== 15) return 'length';
  if (!GSTIN_SHAPE.test(value)) return 'shape';
  if (!isGstStateCode(value.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return 'check';
  return null;
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** Characters 3 to 12 of a GSTIN are the holder's PAN. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}
