import type { TenderStatus } from '@/entities/tender';
import { STATUS_TONE } from '../lib/tender-format';

/** The tender's status, from its stored fields and today's date (never from the free-text Status). */
export function StatusBadge({ status }: { status: TenderStatus }) {
  return <span className={`tender-badge tender-badge--${STATUS_TONE[status]}`}>{status}</span>;
}
