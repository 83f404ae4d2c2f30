import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useGetLetterheadLogoQuery, useGetTenderQuery } from '../api/tenders-api';
import { tenderApplyPath } from '../lib/tender-format';
import { TenderLetter } from './tender-letter';
import { TenderSpecifications } from './tender-specifications';
import './tenders.scss';

export const TENDER_NOT_FOUND = 'Tender not found.';

export function TenderDetailPage() {
  const [params] = useSearchParams();
  const tenderNo = params.get('tenderNo')?.trim() ?? '';
  const { data: tender, isLoading } = useGetTenderQuery(tenderNo, { skip: !tenderNo });
  const { data: logo = null } = useGetLetterheadLogoQuery();
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

  return (
    <div className="container py-5 tender-detail">
      <nav aria-label="Breadcrumb" className="tender-no-print mb-3">
        <Link to="/tender">← All tenders</Link>
      </nav>
      <h1 className="h2 mb-4">Invitation to Tender {tender.TenderNo}</h1>
      <TenderLetter tender={tender} logo={logo} />
      <TenderSpecifications tender={tender} />
      <div className="d-flex flex-wrap gap-3 mt-4 tender-no-print">
        <Link to={tenderApplyPath(tender.TenderNo)} className="btn btn-primary btn-lg">
          Apply
        </Link>
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => window.print()}>
          Print letter
        </button>
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
