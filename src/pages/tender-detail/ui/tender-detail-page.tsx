import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { acceptsApplications, statusChangesAt, tenderOcdsPath, tenderStatus, useGetTenderQuery } from '@/entities/tender';
import { API_URL } from '@/shared/config/env';
import { useText, type Translate } from '@/shared/i18n';
import { useChangesAt, useNow } from '@/shared/lib/render-clock';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import type { Tender, TenderStatus } from '@/entities/tender';
import { useGetLogosQuery } from '@/entities/logo';
import { useGetSessionQuery } from '@/entities/session';
import {
  TenderBidSection,
  formatIndiaTime,
  tenderDetailText,
  tenderNamesText,
  tendersText,
  detailDate,
  STATUS_TONE,
  tenderApplyPath,
  useClosesIn,
  TenderCorrigenda,
  TenderDocuments,
  TenderLetter,
  TenderScope,
  TenderSpecifications,
  TenderTimeline,
  TenderTrades,
  TenderQuestions,
} from '@/features/tenders';

/** The first thing a vendor reads: whether the tender still takes bids. */
function statusLine(tender: Tender, status: TenderStatus, closes: string, t: Translate<typeof tendersText.en>, name: Translate<typeof tenderNamesText.en>, zone: string): string {
  const date = tender.Bid_Deadline ? formatIndiaTime(tender.Bid_Deadline, zone) : detailDate(tender.Expiry_Date);
  switch (status) {
    case 'Closed':
      return t('Closed on {{date}}', { date });
    case 'Awarded':
    case 'Cancelled':
      return name(status);
    default:
      return t('{{status}}: bids until {{date}} ({{closes}})', { status: name(status), date, closes: closes.toLowerCase() });
  }
}

export function TenderDetailPage() {
  const t = useText(tendersText);
  const name = useText(tenderNamesText);
  const zone = useText(tenderDetailText)('India time');
  const closesIn = useClosesIn();
  const [params] = useSearchParams();
  const tenderNo = params.get('tenderNo')?.trim() ?? '';
  const { data: tender, isLoading } = useGetTenderQuery(tenderNo, { skip: !tenderNo });
  const { data: logo = null } = useGetLogosQuery(undefined, { selectFromResult: ({ data }) => ({ data: data?.[0]?.logo ?? null }) });
  const now = useNow();
  // The bid section is one vendor's: never in the server's (shared, cached) HTML of the page.
  const hydrated = useHydrated();
  // Apply leads a vendor already logged in straight to the registration (known only once hydrated, as above).
  const { data: user } = useGetSessionQuery(undefined, { skip: !hydrated });
  useChangesAt(tender ? statusChangesAt(tender, now) : null);
  useDocumentTitle(tender ? t('Tender {{tenderNo}}', { tenderNo: tender.TenderNo }) : isLoading ? t('Tender') : t('Tender not found.'));

  if (isLoading) {
    return (
      <section className="container py-5">
        <h1 className="visually-hidden">{t('Tender {{tenderNo}}', { tenderNo })}</h1>
        <p role="status">{t('Loading tender…')}</p>
      </section>
    );
  }

  if (!tender) return <TenderNotFound />;

  const status = tenderStatus(tender, now);
  const open = acceptsApplications(status);

  return (
    <div className="container py-4 py-md-5 tender-detail">
      <nav aria-label={t('Breadcrumb')} className="tender-no-print mb-3">
        <Link to="/tender">{t('← All tenders')}</Link>
      </nav>
      <p className={`tender-status tender-status--${STATUS_TONE[status]}`} role="note" aria-label={t('Tender status')}>
        {statusLine(tender, status, closesIn(tender, now), t, name, zone)}
        {!open && <span className="d-block tender-status__note">{t('This tender no longer takes applications.')}</span>}
      </p>
      <h1 className={tender.Trades.length > 0 ? 'h2 mb-2' : 'h2 mb-4'}>{t('Invitation to Tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</h1>
      <TenderTrades trades={tender.Trades} />
      <div className="row g-4">
        <div className="col-lg-8 order-2 order-lg-1 tender-detail__letter">
          <TenderLetter tender={tender} logo={logo} />
        </div>
        <div className="col-lg-4 order-1 order-lg-2 tender-detail__aside">
          <TenderTimeline tender={tender} now={now} open={open} />
          {open && (
            <Link to={tenderApplyPath(tender.TenderNo, Boolean(user))} className="btn btn-primary btn-lg mb-4 tender-no-print">
              {t('Apply')}
            </Link>
          )}
          <TenderDocuments documents={tender.Documents} />
          <TenderCorrigenda corrigenda={tender.Corrigenda} />
        </div>
      </div>
      {tender.Online_Bids && hydrated && (
        <Suspense fallback={null}>
          <TenderBidSection tender={tender} />
        </Suspense>
      )}
      <TenderScope tender={tender} />
      <TenderSpecifications tender={tender} />
      <TenderQuestions tender={tender} now={now} />
      <div className="d-flex flex-wrap gap-3 mt-4 tender-no-print">
        {open && (
          <Link to={tenderApplyPath(tender.TenderNo, Boolean(user))} className="btn btn-primary btn-lg">
            {t('Apply')}
            <span className="visually-hidden">{t(' for tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span>
          </Link>
        )}
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => window.print()}>
          {t('Print letter')}
        </button>
        <a className="btn btn-link btn-lg" href={`${API_URL}${tenderOcdsPath(tender.TenderNo)}`} type="application/json">
          {t('Open data (OCDS)')}
          <span className="visually-hidden">{t(' of tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span>
        </a>
      </div>
    </div>
  );
}

function TenderNotFound() {
  const t = useText(tendersText);
  return (
    <section className="container py-5">
      <h1>{t('Tender not found.')}</h1>
      <p>{t('The tender may have been withdrawn, or the link may be incomplete.')}</p>
      <Link to="/tender">{t('Back to all tenders')}</Link>
    </section>
  );
}
