import { Link } from 'react-router-dom';
import { BID_PATHS, bidText, indiaInstant } from '@/entities/bid';
import { dayIn, tenderStatus, type MyApplication } from '@/entities/tender';
import { API_URL } from '@/shared/config/env';
import { useText } from '@/shared/i18n';
import { richText } from '@/shared/i18n/rich-text';
import { formatDate } from '@/shared/lib/dates';
import { useNow } from '@/shared/lib/render-clock';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { refusalStatus } from '@/shared/api/refusal';
import { Fact } from '@/shared/ui/fact';
import {
  useGetMyApplicationsQuery,
  tenderDetailText,
  tenderDetailPath,
  BID_STATE_TEXTS,
  BidReceipt,
  StatusBadge,
} from '@/features/tenders';

const LOGIN_PATH = '/tender/login';

const isUnauthorised = (error: unknown): boolean => refusalStatus(error) === 401;

/**
 * A logged-in vendor's registrations: tender number and title, when they applied, the tender's
 * current status and latest corrigendum, marked when the tender changed after they applied.
 */
export function MyApplicationsPage() {
  const t = useText(tenderDetailText);
  useDocumentTitle(t('My applications'));
  const { data: applications = [], isLoading, isError, error, refetch } = useGetMyApplicationsQuery();
  // Rendered for one vendor and never cached, so it need not say when its statuses change.
  const now = useNow();

  return (
    <section className="container py-5 my-applications" aria-labelledby="my-applications-heading">
      <h1 id="my-applications-heading" className="mb-4">
        {t('My applications')}
      </h1>
      {isLoading ? (
        <p role="status">{t('Loading your applications…')}</p>
      ) : isUnauthorised(error) ? (
        <p className="alert alert-warning">
          {richText(t, 'Please {{login}} to see the tenders you applied for.', { login: <Link to={LOGIN_PATH}>{t('log in')}</Link> })}
        </p>
      ) : isError ? (
        <p>
          {t('Your applications could not be loaded just now.')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : applications.length === 0 ? (
        <p>
          {t('You have not applied for a tender yet.')} <Link to="/tender">{t('See the open tenders')}</Link>.
        </p>
      ) : (
        <ul className="list-unstyled my-applications__list">
          {applications.map((application) => (
            <ApplicationItem key={`${application.tenderNo}-${application.appliedAt}`} application={application} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationItem({ application, now }: { application: MyApplication; now: Date }) {
  const t = useText(tenderDetailText);
  const { tender } = application;
  return (
    <li className={`my-application${application.changedSinceApplied ? ' is-changed' : ''}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h2 className="h5 mb-0">
          {tender ? <Link to={tenderDetailPath(application.tenderNo)}>{t('Tender {{tenderNo}}', application)}</Link> : t(application.tenderNo ? 'Tender {{tenderNo}}' : 'General vendor registration', application)}
        </h2>
        {tender && <StatusBadge status={tenderStatus(tender, now)} />}
        {application.changedSinceApplied && <span className="tender-badge tender-badge--changed">{t('Changed since you applied')}</span>}
      </div>
      {application.title && <p className="mb-1">{application.title}</p>}
      <dl className="my-application__facts">
        <Fact label={t('Applied on')}>{formatDate(dayIn(new Date(application.appliedAt)))}</Fact>
        <Fact label={t('As')}>{application.companyName}</Fact>
        {tender && <Fact label={t('Latest corrigendum')}>{tender.Corrigendum_Date ? formatDate(tender.Corrigendum_Date) : t('None')}</Fact>}
        {!tender && application.tenderNo && <Fact label={t('Tender')}>{t('No longer on the board')}</Fact>}
      </dl>
      {application.bid && <ApplicationBid bid={application.bid} />}
    </li>
  );
}

/** The vendor's latest online bid on the tender: its state, number, time and, while it stands, its receipt. */
function ApplicationBid({ bid }: { bid: NonNullable<MyApplication['bid']> }) {
  const t = useText(bidText);
  return (
    <div className="my-application__bid mt-2">
      <h3 className="h6">{t('Your bid')}</h3>
      <dl className="my-application__facts">
        <Fact label={t('State')}>{t(BID_STATE_TEXTS[bid.state] ?? bid.state)}</Fact>
        <Fact label={t('Bid number')}>{bid.bidNumber}</Fact>
        <Fact label={t('Received at')}>{indiaInstant(bid.receipt.submittedAt)}</Fact>
      </dl>
      {bid.evaluation && (
        <p className={`alert ${bid.evaluation.decision === 'qualified' ? 'alert-success' : 'alert-warning'}`}>
          {bid.evaluation.decision === 'qualified'
            ? t('Your bid qualified in the technical evaluation: {{reason}}', { reason: bid.evaluation.reason })
            : t('Your bid did not qualify in the technical evaluation: {{reason}}. Its financial envelope will never be opened.', { reason: bid.evaluation.reason })}
        </p>
      )}
      {bid.awarded && (
        <p>
          <a className="btn btn-success btn-sm" href={`${API_URL}${BID_PATHS.myLetter(bid.receipt.tenderNo)}`} download>
            {t('Download your letter of award (PDF)')}
          </a>
        </p>
      )}
      {bid.state === 'submitted' && bid.needsReconfirmation && <p className="alert alert-warning">{t('The tender was amended after you bid. Re-confirm your bid before the deadline, or it is listed as "not re-confirmed" at the opening.')}</p>}
      {bid.state === 'submitted' && (
        <details>
          <summary>{t('Bid receipt')}</summary>
          <BidReceipt receipt={bid.receipt} formatInstant={indiaInstant} />
        </details>
      )}
    </div>
  );
}
