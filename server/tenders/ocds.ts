import { tenderStatus, type Corrigendum, type TenderDocument } from '@/entities/tender/model/tender-rules';
import type { Tender } from '@/entities/tender/model/tender';
import { tenderOcdsPath } from '@/entities/tender/model/tender-open-data';
import type { OcdsAward } from './ocds-award';
import { OCID_PREFIX } from './ocds-ids';

export { OCID_PREFIX };

/**
 * The tender as Open Contracting Data Standard 1.1 data (issue 23, item 7): one release package holding
 * one compiled release (tender, amendments from the corrigenda, an award once awarded). Pure: the route
 * (`server/routes/tenders.ts`) reads the rows, this function only shapes them, so a test validates it
 * against the OCDS schema kept in `server/tenders/ocds-schema/` without a server.
 *
 * `bidStatistics` is the count of bids after the opening; the bids themselves are another part of issue 23,
 * so the route passes it once that part supplies the count. With it, the release carries
 * `tender.numberOfTenderers` (core) and `bids.statistics` (the Bid statistics and details extension).
 */

export const OCDS_VERSION = '1.1';

interface OcdsAwardEntry {
  id: string;
  title: string;
  description?: string;
  status: string;
  date: string;
  value?: { amount: number; currency: string };
  suppliers?: Array<{ id: string; name: string }>;
}
interface OcdsStatisticEntry {
  id: string;
  measure: string;
  value: number;
  date?: string;
  notes?: string;
  currency?: string;
}

const BIDS_EXTENSION = 'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/v1.1.4/extension.json';

export interface OcdsInput {
  tender: Pick<
    Tender,
    'TenderNo' | 'TenderDate' | 'Expiry_Date' | 'PreBid_Date' | 'Bid_Opening_Date' | 'Reference' | 'Ship_To' | 'Currency' | 'TenderTotalAmont' | 'Outcome'
  >;
  /** When staff last changed it (`Changed_At`, an ISO instant), or '' when never. */
  changedAt: string;
  documents: TenderDocument[];
  corrigenda: Corrigendum[];
  /** The site's origin (`https://…`) and the API's base path (`/backend`), for absolute links. */
  origin: string;
  basePath: string;
  publisher: string;
  /** Bids counted at the opening; absent before it. */
  bidStatistics?: { count: number };
  /** The winner (L1 at the opening) and the amount without GST, once the tender is awarded and its bids opened. */
  winner?: { name: string; amount: number };
  /** An award made after the two-stage evaluation (`ocds-award.ts`): its award, supplier and bid statistics replace the plain ones. */
  evaluated?: OcdsAward;
  now?: Date;
}

/** A day (`yyyy-MM-dd`) at the start, or at the last second, of that day in India. */
const dayStart = (day: string) => `${day}T00:00:00+05:30`;
const dayEnd = (day: string) => `${day}T23:59:59+05:30`;
const instant = (value: string, fallbackDay: string) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : dayStart(fallbackDay));

const FORMATS: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  dwg: 'image/vnd.dwg',
};

/** The OCDS tender status of the board's status. */
function ocdsStatus(tender: OcdsInput['tender'], now: Date): 'active' | 'complete' | 'cancelled' {
  const status = tenderStatus(tender, now);
  if (status === 'Awarded') return 'complete';
  if (status === 'Cancelled') return 'cancelled';
  return 'active';
}

/** `/backend/api/tenders/ocds/VI/TN/2026/015.json`: each part of the number encoded, the slashes kept. */
export function ocdsPath(basePath: string, tenderNo: string): string {
  return `${basePath}${tenderOcdsPath(tenderNo)}`;
}

export function ocdsReleasePackage(input: OcdsInput) {
  const { tender, origin, basePath, publisher } = input;
  const now = input.now ?? new Date();
  const ocid = `${OCID_PREFIX}-${tender.TenderNo.replace(/[^A-Za-z0-9-]+/g, '-')}`;
  const releaseDate = instant(input.changedAt, tender.TenderDate);
  const buyer = { id: 'buyer', name: publisher };
  const awarded = tender.Outcome === 'Awarded';
  const detailUrl = `${origin}/tender/detailsoftender?tenderNo=${encodeURIComponent(tender.TenderNo)}`;
  const document = (doc: TenderDocument, documentType: string) => ({
    id: String(doc.id),
    documentType,
    title: doc.Title,
    url: `${origin}${basePath}${doc.Url}`,
    format: FORMATS[doc.Type] ?? 'application/octet-stream',
    language: 'en',
  });
  const corrigenda = [...input.corrigenda].sort((a, b) => a.Date.localeCompare(b.Date) || a.id - b.id);
  const tags = ['tender', ...(corrigenda.length > 0 ? ['tenderAmendment'] : []), ...(awarded ? ['award'] : [])];
  const counted = input.bidStatistics && Number.isSafeInteger(input.bidStatistics.count) && input.bidStatistics.count >= 0 ? input.bidStatistics.count : null;

  // The opening's L1, named as a party (OCDS refers to organisations by their party id).
  const supplier = awarded && input.winner ? { id: `${ocid}-supplier-1`, name: input.winner.name, amount: input.winner.amount } : null;

  const awards: OcdsAwardEntry[] | null =
    awarded && input.evaluated
      ? [input.evaluated.award]
      : awarded
        ? [
            {
              id: `${tender.TenderNo}-award`,
              title: `Award of tender ${tender.TenderNo}`,
              status: 'active',
              date: releaseDate,
              ...(supplier ? { suppliers: [{ id: supplier.id, name: supplier.name }], value: { amount: supplier.amount, currency: (tender.Currency || 'INR').toUpperCase() } } : {}),
            },
          ]
        : null;
  const bidsSection: { statistics: OcdsStatisticEntry[] } | null = awarded && input.evaluated ? input.evaluated.bids : counted !== null ? { statistics: [{ id: 'bids', measure: 'bids', value: counted }] } : null;

  const release = {
    ocid,
    id: `${ocid}-${releaseDate.replace(/[^0-9]/g, '').slice(0, 14)}`,
    date: releaseDate,
    tag: tags,
    initiationType: 'tender',
    language: 'en',
    parties: [
      { id: buyer.id, name: buyer.name, roles: ['buyer', 'procuringEntity'] },
      ...(awarded && input.evaluated ? [input.evaluated.party] : supplier ? [{ id: supplier.id, name: supplier.name, roles: ['supplier', 'tenderer'] }] : []),
    ],
    buyer,
    tender: {
      id: tender.TenderNo,
      title: tender.Reference,
      description: tender.Ship_To ? `${tender.Reference}. Site: ${tender.Ship_To}.` : tender.Reference,
      status: ocdsStatus(tender, now),
      procuringEntity: buyer,
      ...(tender.TenderTotalAmont > 0 && tender.Currency ? { value: { amount: tender.TenderTotalAmont, currency: tender.Currency } } : {}),
      procurementMethod: 'open',
      procurementMethodDetails: 'Open tender on the company tender board',
      mainProcurementCategory: 'works',
      submissionMethod: ['electronicSubmission'],
      ...(tender.Expiry_Date ? { tenderPeriod: { startDate: dayStart(tender.TenderDate), endDate: dayEnd(tender.Expiry_Date) } } : {}),
      // Questions are taken until the end of the pre-bid day (`questionsOpen`).
      ...(tender.PreBid_Date ? { enquiryPeriod: { startDate: dayStart(tender.TenderDate), endDate: dayEnd(tender.PreBid_Date) }, hasEnquiries: true } : {}),
      ...(tender.Bid_Opening_Date ? { awardPeriod: { startDate: dayStart(tender.Bid_Opening_Date) } } : {}),
      ...(counted !== null ? { numberOfTenderers: counted } : {}),
      documents: [
        { id: 'notice', documentType: 'tenderNotice', title: `Invitation to Tender ${tender.TenderNo}`, url: detailUrl, format: 'text/html', language: 'en' },
        ...input.documents.map((doc) => document(doc, 'biddingDocuments')),
        ...corrigenda.flatMap((corrigendum) => (corrigendum.Document ? [document(corrigendum.Document, 'clarifications')] : [])),
      ],
      amendments: corrigenda.map((corrigendum) => ({
        id: `corrigendum-${corrigendum.id}`,
        date: dayStart(corrigendum.Date),
        description: corrigendum.Text,
        rationale: corrigendum.New_Deadline ? `Bid submission deadline set to ${corrigendum.New_Deadline}.` : 'Corrigendum',
      })),
    },
    ...(awards ? { awards } : {}),
    ...(bidsSection ? { bids: bidsSection } : {}),
  };

  return {
    uri: `${origin}${ocdsPath(basePath, tender.TenderNo)}`,
    version: OCDS_VERSION,
    ...(awarded && input.evaluated ? { extensions: [input.evaluated.extension] } : counted !== null ? { extensions: [BIDS_EXTENSION] } : {}),
    publishedDate: now.toISOString(),
    publisher: { name: publisher, uri: origin },
    releases: [release],
  };
}

export type OcdsReleasePackage = ReturnType<typeof ocdsReleasePackage>;
