import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { VENDOR_MESSAGES } from '../../src/shared/contracts/accounts';
import { TENDER_MESSAGES, tenderStatus } from '@/entities/tender/model/tender-rules';

export interface TenderRefusal {
  status: 400 | 409;
  message: string;
}

/**
 * The server's rule, whatever the client shows: a registration is taken only for a published tender
 * that is open today (status from its stored deadline and outcome, see `tenderStatus`).
 * Returns why not, or null when the vendor may apply.
 */
export async function tenderRefusal(db: Kysely<DB>, tenderNo: string, now: Date = new Date()): Promise<TenderRefusal | null> {
  const tender = await db
    .selectFrom('tenders')
    .select(['Expiry_Date', 'Bid_Deadline', 'Outcome'])
    .where('TenderNo', '=', tenderNo)
    .where('Published', '=', 1)
    .executeTakeFirst();
  if (!tender) return { status: 400, message: VENDOR_MESSAGES.tenderNotOpen };
  const status = tenderStatus(tender, now);
  if (status === 'Open' || status === 'Closing soon') return null;
  return { status: 409, message: TENDER_MESSAGES.notOpen(status) };
}
