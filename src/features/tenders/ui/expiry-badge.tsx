import { expiryBadge } from '../lib/tender-format';

/** "Closes in N days" / "Closes today" / "Closed" beside an expiry date. */
export function ExpiryBadge({ expiryDate, today }: { expiryDate: string; today?: Date }) {
  const badge = expiryBadge(expiryDate, today);
  if (!badge) return null;
  return <span className={`tender-badge tender-badge--${badge.tone}`}>{badge.label}</span>;
}
