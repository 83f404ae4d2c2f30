import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { enqueueMail } from '../lib/mail/outbox';
import type { VendorMail } from '../lib/mail/messages';
import { sitePath } from '../../src/shared/config/site-paths';
import { tradeLabel } from '@/shared/config/trades';
import { listOfStored } from '@/shared/lib/record-schema';

/**
 * Vendors hear about the tenders of their trades (issue 38, item 5). The tender service calls `alertTradeVendors`
 * inside the transaction of the change itself (publication, corrigendum, award, cancellation), so the e-mails
 * are queued in the durable outbox if and only if the change commits. Each (event, vendor) is recorded in
 * `trade_alerts` first: an event mails a vendor once, however often it recurs (a tender published, taken off
 * and published again; an award recorded, reopened and recorded again).
 */

type Db = Kysely<DB> | Transaction<DB>;

export type TradeEvent =
  | { kind: 'published' }
  | { kind: 'corrigendum'; corrigendumId: number; date: string; text: string; newDeadline: string }
  | { kind: 'awarded' }
  | { kind: 'cancelled' };

const eventKey = (tenderNo: string, event: TradeEvent) => (event.kind === 'corrigendum' ? `corrigendum:${event.corrigendumId}` : `${event.kind}:${tenderNo}`);

// Staff text goes into a subject only as one line.
const oneLine = (text: string, max = 120) => text.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);
const siteLink = (pathname: string, publicUrl: string | null) => `${publicUrl ? new URL(publicUrl).origin : ''}${pathname}`;

/** Where a vendor changes their trades: the vendor registration page's trades section. */
export const tradesSettingsPath = () => `${sitePath.vendorRegistration()}#trades`;

interface AlertTender {
  id: number;
  TenderNo: string;
  Reference: string;
  Expiry_Date: string;
  Bid_Deadline: string;
  trades: string[];
}

interface Recipient {
  email: string;
  firstname: string;
  /** The vendor's trades that the tender is for. */
  matching: string[];
}

/** The e-mail of one event to one vendor: what happened, a link to the tender, and how to change trades. */
export function tradeAlertMail(tender: AlertTender, event: TradeEvent, recipient: Recipient, publicUrl: string | null): VendorMail {
  const title = oneLine(tender.Reference);
  const deadline = tender.Bid_Deadline ? `${tender.Bid_Deadline.replace('T', ' ')} India time` : tender.Expiry_Date;
  const what = {
    published: {
      subject: `New tender ${tender.TenderNo}: ${title}`,
      lines: [`We have published tender ${tender.TenderNo}, "${title}".`, `Bids are taken until ${deadline}.`],
    },
    corrigendum: {
      subject: `Corrigendum to tender ${tender.TenderNo}: ${title}`,
      lines:
        event.kind === 'corrigendum'
          ? [
              `A corrigendum dated ${event.date} was published on tender ${tender.TenderNo}, "${title}":`,
              '',
              event.text,
              ...(event.newDeadline ? ['', `The bid deadline is now ${deadline}.`] : []),
            ]
          : [],
    },
    awarded: { subject: `Tender ${tender.TenderNo} has been awarded`, lines: [`Tender ${tender.TenderNo}, "${title}", has been awarded.`] },
    cancelled: { subject: `Tender ${tender.TenderNo} has been cancelled`, lines: [`Tender ${tender.TenderNo}, "${title}", has been cancelled.`] },
  }[event.kind];
  return {
    kind: 'tender-alert',
    to: recipient.email,
    replyTo: null,
    subject: oneLine(what.subject, 200),
    body: [
      `Hello ${oneLine(recipient.firstname, 60)},`,
      '',
      ...what.lines,
      '',
      `Read the tender: ${siteLink(sitePath.tenderDetail(tender.TenderNo), publicUrl)}`,
      '',
      `You receive this because your vendor profile lists the trade${recipient.matching.length === 1 ? '' : 's'} ${recipient.matching.map(tradeLabel).join(', ')}.`,
      `To change your trades, or to choose none and receive no more of these e-mails, log in and open ${siteLink(tradesSettingsPath(), publicUrl)}`,
    ].join('\n'),
  };
}

/**
 * Queues the e-mail of `event` on tender `tenderNo` to every vendor with one of its trades who has not had
 * it yet; call it inside the change's transaction. Nothing for an unpublished tender or one without trades.
 * Returns how many vendors were mailed.
 */
export async function alertTradeVendors(trx: Db, tenderNo: string, event: TradeEvent, now: Date, publicUrl: string | null): Promise<number> {
  const row = await trx
    .selectFrom('tenders')
    .select(['id', 'TenderNo', 'Reference', 'Expiry_Date', 'Bid_Deadline', 'Trades', 'Published'])
    .where('TenderNo', '=', tenderNo)
    .executeTakeFirst();
  if (!row || Number(row.Published) !== 1) return 0;
  const trades = listOfStored(row.Trades);
  if (trades.length === 0) return 0;
  const key = eventKey(tenderNo, event);
  const vendors = await trx
    .selectFrom('vendor_trades')
    .innerJoin('accounts', 'accounts.id', 'vendor_trades.account_id')
    .select(['accounts.id', 'accounts.email', 'accounts.firstname', 'vendor_trades.trade'])
    .where('vendor_trades.trade', 'in', trades)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('trade_alerts').select('trade_alerts.account_id').where('trade_alerts.event', '=', key).whereRef('trade_alerts.account_id', '=', 'accounts.id'))))
    .orderBy('accounts.id')
    .execute();
  const byVendor = new Map<number, Recipient>();
  for (const vendor of vendors) {
    const recipient = byVendor.get(vendor.id) ?? { email: vendor.email, firstname: vendor.firstname, matching: [] };
    recipient.matching.push(vendor.trade);
    byVendor.set(vendor.id, recipient);
  }
  const tender: AlertTender = { ...row, id: Number(row.id), trades };
  for (const [accountId, recipient] of byVendor) {
    recipient.matching = trades.filter((trade) => recipient.matching.includes(trade));
    await trx.insertInto('trade_alerts').values({ event: key, account_id: accountId, created_at: now.toISOString() }).execute();
    await enqueueMail(trx, tender.id, tradeAlertMail(tender, event, recipient, publicUrl), now);
  }
  return byVendor.size;
}
