import { acceptsApplications, tenderStatus } from '@/entities/tender/model/tender-rules';
import { formatDate } from '../../src/shared/lib/dates';

/** Atom 1.0 (RFC 4287) of the open tenders and of every published tender's corrigenda and published pre-bid answers. */

export interface FeedTender {
  TenderNo: string;
  TenderDate: string;
  Expiry_Date: string;
  /** `yyyy-MM-ddTHH:mm` India time, or '' (the deadline is then the end of `Expiry_Date`). */
  Bid_Deadline?: string;
  Bid_Opening_At?: string;
  Online_Bids?: number;
  Outcome: string;
  Reference: string;
  Ship_To: string;
  Changed_At: string;
}

export interface FeedCorrigendum {
  id: number;
  tender_no: string;
  published_on: string;
  text: string;
  new_deadline: string;
  created_at: string;
}

/** A published answer to a pre-bid question: never the asker. */
export interface FeedAnswer {
  id: number;
  tender_no: string;
  question: string;
  answer: string | null;
  answered_at: string | null;
}

export interface FeedInput {
  /** The site's origin, e.g. `https://www.example.in`. */
  origin: string;
  /** The feed's own address. */
  selfUrl: string;
  company: string;
  tenders: FeedTender[];
  corrigenda: FeedCorrigendum[];
  /** Published answers to pre-bid questions (issue 23); none by default. */
  answers?: FeedAnswer[];
  /** A feed of one trade's tenders (`?trade=`, issue 38): the caller passes only that trade's tenders. */
  trade?: { code: string; label: string };
  now?: Date;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
// XML 1.0 allows no C0 control characters but tab, newline and carriage return.
const clean = (value: string) => escapeXml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));

/** A calendar day as the start of that day in India (RFC 3339). */
const dayStart = (isoDay: string) => `${isoDay}T00:00:00+05:30`;
const instant = (value: string, fallbackDay: string) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : dayStart(fallbackDay));

interface Entry {
  id: string;
  title: string;
  updated: string;
  link: string;
  summary: string;
}

export function tenderFeed(input: FeedInput): string {
  const now = input.now ?? new Date();
  const detail = (tenderNo: string) => `${input.origin}/tender/detailsoftender?tenderNo=${encodeURIComponent(tenderNo)}`;
  const byNo = new Map(input.tenders.map((tender) => [tender.TenderNo, tender]));
  const entries: Entry[] = [];
  for (const tender of input.tenders) {
    const status = tenderStatus(tender, now);
    if (!acceptsApplications(status)) continue;
    entries.push({
      id: detail(tender.TenderNo),
      title: `Tender ${tender.TenderNo}: ${tender.Reference}`,
      updated: instant(tender.Changed_At, tender.TenderDate),
      link: detail(tender.TenderNo),
      summary: `${status}. Bid submission deadline ${formatDate(tender.Expiry_Date)}${tender.Bid_Deadline ? ` at ${tender.Bid_Deadline.slice(11)} India time` : ''}.${tender.Bid_Opening_At ? ` Bids opened ${formatDate(tender.Bid_Opening_At.slice(0, 10))} at ${tender.Bid_Opening_At.slice(11)} India time.` : ''}${Number(tender.Online_Bids) === 1 ? ' Bids are taken online, sealed until the opening.' : ''} Published ${formatDate(tender.TenderDate)}. Site: ${tender.Ship_To}.`,
    });
  }
  for (const corrigendum of input.corrigenda) {
    const tender = byNo.get(corrigendum.tender_no);
    if (!tender) continue;
    const deadline = corrigendum.new_deadline ? ` New bid submission deadline: ${formatDate(corrigendum.new_deadline)}.` : '';
    entries.push({
      id: `${detail(tender.TenderNo)}#corrigendum-${corrigendum.id}`,
      title: `Corrigendum of ${formatDate(corrigendum.published_on)} to tender ${tender.TenderNo}`,
      updated: instant(corrigendum.created_at, corrigendum.published_on),
      link: `${detail(tender.TenderNo)}#corrigenda`,
      summary: `${corrigendum.text}${deadline}`,
    });
  }
  for (const answer of input.answers ?? []) {
    const tender = byNo.get(answer.tender_no);
    if (!tender || answer.answer === null) continue;
    entries.push({
      id: `${detail(tender.TenderNo)}#question-${answer.id}`,
      title: `Pre-bid answer on tender ${tender.TenderNo}`,
      updated: instant(answer.answered_at ?? '', tender.TenderDate),
      link: `${detail(tender.TenderNo)}#question-${answer.id}`,
      summary: `Q: ${answer.question}\nA: ${answer.answer}`,
    });
  }
  entries.sort((a, b) => b.updated.localeCompare(a.updated));
  const updated = entries[0]?.updated ?? new Date(0).toISOString();
  const body = entries
    .map(
      (entry) => `  <entry>
    <id>${clean(entry.id)}</id>
    <title>${clean(entry.title)}</title>
    <updated>${entry.updated}</updated>
    <link rel="alternate" type="text/html" href="${clean(entry.link)}"/>
    <summary>${clean(entry.summary)}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${clean(`${input.origin}/tender${input.trade ? `#trade-${input.trade.code}` : ''}`)}</id>
  <title>${clean(`Tenders – ${input.company}${input.trade ? ` – ${input.trade.label}` : ''}`)}</title>
  <subtitle>${clean(input.trade ? `Open tenders and corrigenda for ${input.trade.label}` : 'Open tenders and corrigenda')}</subtitle>
  <updated>${updated}</updated>
  <author><name>${clean(input.company)}</name></author>
  <link rel="self" type="application/atom+xml" href="${clean(input.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${clean(`${input.origin}/tender`)}"/>
${body}
</feed>
`;
}
