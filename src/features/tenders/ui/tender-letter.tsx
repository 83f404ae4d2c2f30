import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import type { Tender } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { richText } from '@/shared/i18n/rich-text';
import { Fact } from '@/shared/ui/fact';
import { formatIndiaTime, indiaDateTime } from '../lib/bid-format';
import { detailDate } from '../lib/tender-format';
import { tenderDetailText } from '../i18n/tender-detail-text';

/**
 * The invitation letter on the company's letterhead. The deadline sentence appears only when the
 * tender has an expiry date to give; with a `Bid_Deadline` it gives its time of day, India time, as the
 * detail page does (without one the deadline is the end of `Expiry_Date`: the day alone).
 */
export function TenderLetter({ tender, logo }: { tender: Tender; logo: string | null }) {
  const t = useText(tenderDetailText);
  const deadline = tender.Bid_Deadline ? (
    <time dateTime={indiaDateTime(tender.Bid_Deadline)}>{formatIndiaTime(tender.Bid_Deadline, t('India time'))}</time>
  ) : tender.Expiry_Date ? (
    <time dateTime={tender.Expiry_Date}>{detailDate(tender.Expiry_Date)}</time>
  ) : null;
  return (
    <article className="tender-letter" aria-label={t('Invitation letter for tender {{TenderNo}}', tender)}>
      <div className="tender-letter__head">
        {logo && <img className="tender-letter__logo" src={mediaUrl(logo)} alt={t('{{name}} logo', COMPANY)} width={180} height={100} />}
        <div>
          <p className="tender-letter__company">{COMPANY.legalName}</p>
          <p className="tender-letter__address">{COMPANY.address}</p>
          <p className="tender-letter__address">
            {COMPANY.email} · {COMPANY.phoneDisplay}
          </p>
        </div>
      </div>

      <dl className="tender-letter__meta">
        <Fact label={t('Ref.')}>{tender.TenderNo}</Fact>
        <Fact label={t('Date')}>{detailDate(tender.TenderDate)}</Fact>
      </dl>

      <p>{t('Dear All,')}</p>
      <p>
        {t('{{legalName}} invites you to submit a tender for the supply of goods or services for the work described below', COMPANY)}
        {tender.Reference ? `: ${tender.Reference}` : ''}.
      </p>
      <p>{t('The specifications are given in Appendix 1, “Specifications for Tender {{TenderNo}}”. Please quote against them and state clearly any deviation, your delivery period and the validity of your offer.', tender)}</p>
      {deadline && <p className="tender-letter__deadline">{richText(t, 'Your tender must reach us no later than {{deadline}}.', { deadline: <strong>{deadline}</strong> })}</p>}
      <p>
        {t('For any clarification, please write to {{email}} or call {{phoneDisplay}}', COMPANY)}
        {tender.Sales_Agent ? t(', quoting the reference above, for the attention of {{Sales_Agent}}', tender) : ''}.
      </p>

      <div className="tender-letter__signoff">
        <p className="mb-1">{t('Yours faithfully,')}</p>
        <p className="mb-0">{t('For {{legalName}}', COMPANY)}</p>
        <p className="mb-0">{t('Purchase Department')}</p>
      </div>
    </article>
  );
}
