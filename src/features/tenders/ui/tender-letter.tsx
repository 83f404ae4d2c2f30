import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import type { Tender } from '@/entities/tender';
import { Fact } from '@/shared/ui/fact';
import { formatIndiaTime, indiaDateTime } from '../lib/bid-format';
import { detailDate } from '../lib/tender-format';

/**
 * The invitation letter on the company's letterhead. The deadline sentence appears only when the
 * tender has an expiry date to give; with a `Bid_Deadline` it gives its time of day, India time, as the
 * detail page does (without one the deadline is the end of `Expiry_Date`: the day alone).
 */
export function TenderLetter({ tender, logo }: { tender: Tender; logo: string | null }) {
  const deadline = tender.Bid_Deadline ? (
    <time dateTime={indiaDateTime(tender.Bid_Deadline)}>{formatIndiaTime(tender.Bid_Deadline)}</time>
  ) : tender.Expiry_Date ? (
    <time dateTime={tender.Expiry_Date}>{detailDate(tender.Expiry_Date)}</time>
  ) : null;
  return (
    <article className="tender-letter" aria-label={`Invitation letter for tender ${tender.TenderNo}`}>
      <div className="tender-letter__head">
        {logo && <img className="tender-letter__logo" src={mediaUrl(logo)} alt={`${COMPANY.name} logo`} width={180} height={100} />}
        <div>
          <p className="tender-letter__company">{COMPANY.legalName}</p>
          <p className="tender-letter__address">{COMPANY.address}</p>
          <p className="tender-letter__address">
            {COMPANY.email} · {COMPANY.phoneDisplay}
          </p>
        </div>
      </div>

      <dl className="tender-letter__meta">
        <Fact label="Ref.">{tender.TenderNo}</Fact>
        <Fact label="Date">{detailDate(tender.TenderDate)}</Fact>
      </dl>

      <p>Dear All,</p>
      <p>
        {COMPANY.legalName} invites you to submit a tender for the supply of goods or services for the work described
        below{tender.Reference ? `: ${tender.Reference}` : ''}.
      </p>
      <p>
        The specifications are given in Appendix 1, “Specifications for Tender {tender.TenderNo}”. Please quote against
        them and state clearly any deviation, your delivery period and the validity of your offer.
      </p>
      {deadline && (
        <p className="tender-letter__deadline">
          Your tender must reach us no later than <strong>{deadline}</strong>.
        </p>
      )}
      <p>
        For any clarification, please write to {COMPANY.email} or call {COMPANY.phoneDisplay}
        {tender.Sales_Agent ? `, quoting the reference above, for the attention of ${tender.Sales_Agent}` : ''}.
      </p>

      <div className="tender-letter__signoff">
        <p className="mb-1">Yours faithfully,</p>
        <p className="mb-0">For {COMPANY.legalName}</p>
        <p className="mb-0">Purchase Department</p>
      </div>
    </article>
  );
}
