import { Link, useSearchParams } from 'react-router-dom';
import { acceptsApplications, statusChangesAt, tenderOcdsPath, tenderStatus, useGetTenderQuery } from '@/entities/tender';
import { API_URL } from '@/shared/config/env';
import { useChangesAt, useNow } from '@/shared/lib/render-clock';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import type { Tender, TenderStatus } from '@/entities/tender';
import { useGetLogosQuery } from '@/entities/logo';
import { formatIndiaTime } from '../lib/bid-format';
import { closesIn, detailDate, STATUS_TONE, tenderApplyPath } from '../lib/tender-format';
import { TenderBidSection } from './bids/tender-bid-section';
import { TenderCorrigenda, TenderDocuments } from './tender-attachments';
import { TenderLetter } from './tender-letter';
import { TenderSpecifications } from './tender-specifications';
import { TenderTimeline } from './tender-timeline';
import { TenderQuestions } from './tender-questions';
import './tenders.scss';

const TENDER_NOT_FOUND = 'Tender not found.';

/** The first thing a vendor reads: whether the tender still takes bids. */
function statusLine(tender: Tender, status: TenderStatus, now: Date): string {
  switch (status) {
    case 'Closed':
      return `Closed on ${tender.Bid_Deadline ? formatIndiaTime(tender.Bid_Deadline) : detailDate(tender.Expiry_Date)}`;
    case 'Awarded':
      return 'Awarded';
    case 'Cancelled':
      return 'Cancelled';
    default:
      return `${status}: bids until ${tender.Bid_Deadline ? formatIndiaTime(tender.Bid_Deadline) : detailDate(tender.Expiry_Date)} (${closesIn(tender, now).toLowerCase()})`;
  }
}

export function TenderDetailPage() {
  const [params] = useSearchParams();
  const tenderNo = params.get('tenderNo')?.trim() ?? '';
  const { data: tender, isLoading } = useGetTenderQuery(tenderNo, { skip: !tenderNo });
  const { data: logo = null } = useGetLogosQuery(undefined, { selectFromResult: ({ data }) => ({ data: data?.[0]?.logo ?? null }) });
  const now = useNow();
  // The bid section is one vendor's: never in the server's (shared, cached) HTML of the page.
  const hydrated = useHydrated();
  useChangesAt(tender ? statusChangesAt(tender, now) : null);
  useDocumentTitle(tender ? `Tender ${tender.TenderNo}` : isLoading ? 'Tender' : TENDER_NOT_FOUND);

  if (isLoading) {
    return (
      <section className="container py-5">
        <h1 className="visually-hidden">Tender {tenderNo}</h1>
        <p role="status">Loading tender…</p>
      </section>
    );
  }

  if (!tender) return <TenderNotFound />;

  const status = tenderStatus(tender, now);
  const open = acceptsApplications(status);

  return (
    <div className="container py-4 py-md-5 tender-detail">
      <nav aria-label="Breadcrumb" className="tender-no-print mb-3">
        <Link to="/tender">← All tenders</Link>
      </nav>
      <p className={`tender-status tender-status--${STATUS_TONE[status]}`} role="note" aria-label="Tender status">
        {statusLine(tender, status, now)}
        {!open && <span className="d-block tender-status__note">This tender no longer takes applications.</span>}
      </p>
      <h1 className="h2 mb-4">Invitation to Tender {tender.TenderNo}</h1>
      <div className="row g-4">
        <div className="col-lg-8 order-2 order-lg-1 tender-detail__letter">
          <TenderLetter tender={tender} logo={logo} />
        </div>
        <div className="col-lg-4 order-1 order-lg-2 tender-detail__aside">
          <TenderTimeline tender={tender} now={now} open={open} />
          {open && (
            <Link to={tenderApplyPath(tender.TenderNo)} className="btn btn-primary btn-lg mb-4 tender-no-print">
              Apply
            </Link>
          )}
          <TenderDocuments documents={tender.Documents} />
          <TenderCorrigenda corrigenda={tender.Corrigenda} />
        </div>
      </div>
      {tender.Online_Bids && hydrated && <TenderBidSection tender={tender} />}
      <TenderSpecifications tender={tender} />
      <TenderQuestions tender={tender} now={now} />
      <div className="d-flex flex-wrap gap-3 mt-4 tender-no-print">
        {open && (
          <Link to={tenderApplyPath(tender.TenderNo)} className="btn btn-primary btn-lg">
            Apply<span className="visually-hidden"> for tender {tender.TenderNo}</span>
          </Link>
        )}
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => window.print()}>
          Print letter
        </button>
        <a className="btn btn-link btn-lg" href={`${API_URL}${tenderOcdsPath(tender.TenderNo)}`} type="application/json">
          Open data (OCDS)<span className="visually-hidden"> of tender {tender.TenderNo}</span>
        </a>
      </div>
    </div>
  );
}

function TenderNotFound() {
  return (
    <section className="container py-5">
      <h1>{TENDER_NOT_FOUND}</h1>
      <p>The tender may have been withdrawn, or the link may be incomplete.</p>
      <Link to="/tender">Back to all tenders</Link>
    </section>
  );
}
