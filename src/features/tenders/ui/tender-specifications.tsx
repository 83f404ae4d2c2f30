import type { Tender } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { formatIndianDecimal } from '@/shared/lib/indian-number';
import { tenderDetailText } from '../i18n/tender-detail-text';
import { detailDate, formatAmount } from '../lib/tender-format';

type Kind = 'text' | 'date' | 'datetime' | 'amount' | 'percent' | 'yesno';
/**
 * Shown elsewhere on the page: the internal id nowhere, the latest corrigendum's date with the corrigenda,
 * the scope of work (`Description`) in its own section just above this card (`TenderScope`), the trades as
 * badges under the heading.
 */
type NotInAppendix = 'id' | 'Corrigendum_Date' | 'Description' | 'Trades';
type Field = Exclude<keyof Tender, NotInAppendix>;

/** An ERP field a vendor has no use for: kept in the record, the import and the desk, never shown here. */
const INTERNAL = 'internal';

/**
 * Appendix 1: what a vendor needs to bid, in this order, dates as yyyy-MM-dd (docs/spec-fields.md §9; the page's
 * one format, `detailDate`). The ERP's own bookkeeping (customer and project ids, billing type, who
 * created it, its reminder, "saved as", cash, the admin note, its free-text statuses and quantity flag)
 * is marked internal and left out (docs/tenders.md, "Appendix 1"). Keyed by field, so a field added to the
 * tender record does not compile until it is given a row or marked internal.
 */
const APPENDIX: { [F in Field]: [label: string, kind: Kind] | typeof INTERNAL } = {
  TenderNo: ['Tender number', 'text'],
  Reference: ['Subject', 'text'],
  TenderDate: ['Tender date', 'date'],
  PreBid_Date: ['Pre-bid meeting', 'date'],
  Expiry_Date: ['Expiry date', 'date'],
  Bid_Opening_Date: ['Bid opening', 'date'],
  Bid_Deadline: ['Bid deadline', 'datetime'],
  Bid_Opening_At: ['Bid opening time', 'datetime'],
  Online_Bids: ['Online bids', 'yesno'],
  Ship_To: ['Site (ship to)', 'text'],
  Bill_To: ['Bill to', 'text'],
  Sales_Agent: ['Contact', 'text'],
  Currency: ['Currency', 'text'],
  Discount_Type: ['Discount type', 'text'],
  SubCostTotalAmont: ['Sub-total', 'amount'],
  TotalDicountPer: ['Discount', 'percent'],
  TotalDicountAmont: ['Discount amount', 'amount'],
  TotalTaxPER: ['Tax', 'percent'],
  TotalTax: ['Tax amount', 'amount'],
  AdjustmentCost: ['Adjustment', 'amount'],
  TenderTotalAmont: ['Total amount', 'amount'],
  EMD_Amount: ['Earnest money deposit (EMD)', 'amount'],
  Bank: ['EMD payable to', 'text'],
  Outcome: INTERNAL,
  Status: INTERNAL,
  Status1: INTERNAL,
  CustomerID: INTERNAL,
  ProjectID: INTERNAL,
  Created_by: INTERNAL,
  BillingTypeID: INTERNAL,
  ShowQty: INTERNAL,
  SaveAs: INTERNAL,
  Cash: INTERNAL,
  reminder: INTERNAL,
  Admin_Note: INTERNAL,
};
const APPENDIX_FIELDS = (Object.entries(APPENDIX) as Array<[Field, [string, Kind] | typeof INTERNAL]>).filter(
  (entry): entry is [Field, [string, Kind]] => entry[1] !== INTERNAL,
);

function display(tender: Tender, field: Field, kind: Kind, t: (text: string) => string): string {
  const value = tender[field];
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'date':
      return detailDate(String(value));
    case 'datetime':
      // India time, as the tender was written (`yyyy-MM-ddTHH:mm`): the page's date, then the time.
      return `${detailDate(String(value).slice(0, 10))} ${String(value).slice(11, 16)} IST`;
    case 'amount':
      return formatAmount(Number(value), tender.Currency);
    case 'percent':
      return `${formatIndianDecimal(Number(value))} %`;
    case 'yesno':
      return t(value ? 'Yes' : 'No');
    default:
      return String(value);
  }
}

export function TenderSpecifications({ tender }: { tender: Tender }) {
  const t = useText(tenderDetailText);
  const headingId = 'tender-specifications-heading';
  return (
    <section className="card tender-specifications" aria-labelledby={headingId}>
      <div className="card-header">
        <p className="tender-specifications__appendix mb-1">{t('Appendix 1')}</p>
        <h2 id={headingId} className="h3 mb-0">
          {t('Specifications for Tender {{TenderNo}}', tender)}
        </h2>
      </div>
      <div className="card-body">
        <dl className="row mb-0 tender-specifications__list">
          {APPENDIX_FIELDS.map(([field, [label, kind]]) => (
            <div key={field} className="col-md-6 tender-specifications__item">
              <dt>{t(label)}</dt>
              <dd>{display(tender, field, kind, t)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * The scope of work (`Description`), in the office's words and lines, just above Appendix 1: what the
 * tender is for, before the figures. Nothing when the tender has none.
 */
export function TenderScope({ tender }: { tender: Tender }) {
  const t = useText(tenderDetailText);
  const description = (tender.Description ?? '').trim();
  if (!description) return null;
  const headingId = 'tender-scope-heading';
  return (
    <section className="card tender-scope mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h4">
          {t('Scope of work')}
        </h2>
        <p className="tender-scope__text mb-0">{description}</p>
      </div>
    </section>
  );
}
