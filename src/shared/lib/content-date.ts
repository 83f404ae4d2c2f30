/**
 * Dates in the demo content may be written relative to the day the content is loaded: `today`, `today+45`,
 * `today-120` (days). The seed (and the msw mocks) turn them into `yyyy-MM-dd`, so the demo site never ages
 * into one where every event is in the past. A plain `yyyy-MM-dd` passes through unchanged; anything else
 * is returned as it is, for the caller's validation to refuse.
 */
const RELATIVE = /^today(?:([+-])(\d{1,4}))?$/;

export function resolveContentDate(value: string, now: Date = new Date()): string {
  const match = RELATIVE.exec(value.trim());
  if (!match) return value;
  const days = match[2] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
