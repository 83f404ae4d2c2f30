import type { TenderStatus } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { tenderNamesText } from '../i18n/tenders-text';
import { STATUS_TONE } from '../lib/tender-format';

/** The tender's status, from its stored fields and today's date (never from the free-text Status). */
export function StatusBadge({ status }: { status: TenderStatus }) {
  const name = useText(tenderNamesText);
  return <span className={`tender-badge tender-badge--${STATUS_TONE[status]}`}>{name(status)}</span>;
}
