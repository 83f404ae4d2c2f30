import { API_URL } from '@/shared/config/env';
import { tenderCalendarRead, type Tender } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { dayEndsAt, dayIn, isIsoDay } from '@/shared/lib/company-day';
import { useChangesAt } from '@/shared/lib/render-clock';
import { formatIndiaTime, indiaDateTime } from '../lib/bid-format';
import { tenderDetailText } from '../i18n/tender-detail-text';
import { tendersText } from '../i18n/tenders-text';
import { detailDate } from '../lib/tender-format';
import { TenderDetailSection } from './tender-detail-section';

/** The tender's key dates in order, the past ones marked, with the deadline's calendar file. */
export function TenderTimeline({ tender, now, open }: { tender: Tender; now: Date; open: boolean }) {
  const t = useText(tendersText);
  const zone = useText(tenderDetailText)('India time');
  const today = dayIn(now);
  const steps = [
    { label: t('Published'), date: tender.TenderDate },
    { label: t('Pre-bid meeting'), date: tender.PreBid_Date },
    { label: t('Bid submission deadline'), date: tender.Expiry_Date, deadline: true, at: tender.Bid_Deadline },
    { label: t('Bid opening'), date: tender.Bid_Opening_Date, at: tender.Bid_Opening_At },
  ].filter((step) => step.date) as Array<{ label: string; date: string; deadline?: boolean; at?: string }>;
  // A date still to come is marked past once its day ends.
  useChangesAt(...steps.filter((step) => step.date >= today && isIsoDay(step.date)).map((step) => dayEndsAt(step.date)));
  return (
    <TenderDetailSection heading="dates" title={t('Key dates')} className="tender-timeline mb-4">
      <ol className="tender-timeline__steps">
        {steps.map((step) => {
          const past = step.date < today;
          return (
            <li key={step.label} className={`tender-timeline__step${past ? ' is-past' : ''}${step.deadline ? ' is-deadline' : ''}`}>
              <span className="tender-timeline__label">{step.label}</span>
              {step.at ? (
                <time dateTime={indiaDateTime(step.at)} className="tender-timeline__date">
                  {formatIndiaTime(step.at, zone)}
                </time>
              ) : (
                <time dateTime={step.date} className="tender-timeline__date">
                  {detailDate(step.date)}
                </time>
              )}
              {past && <span className="visually-hidden">{t(' (past)')}</span>}
            </li>
          );
        })}
      </ol>
      {open && tender.Expiry_Date && (
        <a className="btn btn-outline-secondary btn-sm tender-no-print" href={`${API_URL}${tenderCalendarRead.path}?tenderNo=${encodeURIComponent(tender.TenderNo)}`} download>
          {t('Add to calendar')}
          <span className="visually-hidden">{t(' the bid submission deadline of tender {{tenderNo}}', { tenderNo: tender.TenderNo })}</span> (.ics)
        </a>
      )}
    </TenderDetailSection>
  );
}
