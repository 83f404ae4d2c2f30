/**
 * A number rounded to a whole one and grouped the Indian way (`2,000`, `1,25,000`: the last three digits,
 * then pairs), as `Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })` writes it. Written out by
 * hand because making that formatter loads the locale's data, ~20 ms of a phone's main thread while a
 * page hydrates (the forms' character counts, the services' rates and areas).
 */
export function groupIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
