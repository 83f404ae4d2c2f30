import type { Tender } from '@/entities/tender';
import { isoDate } from '@/shared/lib/dates';
import { formatAmount } from '../lib/tender-format';

type Kind = 'text' | 'date' | 'amount' | 'percent' | 'yesno';
/** Shown elsewhere on the page: the internal id nowhere, the latest corrigendum's date with the corrigenda. */
type NotInAppendix = 'id' | 'Corrigendum_Date';
type Field = Exclude<keyof Tender, NotInAppendix>;

/**
 * Appendix 1: every field of the tender except its internal id, in this order, dates as yyyy-MM-dd (SPEC
 * section 9). Keyed by field, so a field added to the tender record does not compile until it has its row.
 */
const SPECIFICATION: { [F in Field]: [label: string, kind: Kind] } = {
  TenderNo: ['Tender number', 'text'],
  TenderDate: ['Tender date', 'date'],
  Expiry_Date: ['Expiry date', 'date'],
  PreBid_Date: ['Pre-bid meeting', 'date'],
  Bid_Opening_Date: ['Bid opening', 'date'],
  Bid_Deadline: ['Bid deadline (India time)', 'text'],
  Bid_Opening_At: ['Bid opening (India time)', 'text'],
  Online_Bids: ['Online bids', 'yesno'],
  Outcome: ['Outcome', 'text'],
  Reference: ['Reference', 'text'],
  Status: ['Status', 'text'],
  Status1: ['Stage', 'text'],
  Bill_To: ['Bill to', 'text'],
  Ship_To: ['Ship to', 'text'],
  CustomerID: ['Customer ID', 'text'],
  ProjectID: ['Project ID', 'text'],
  Sales_Agent: ['Sales agent', 'text'],
  Created_by: ['Created by', 'text'],
  Currency: ['Currency', 'text'],
  BillingTypeID: ['Billing type', 'text'],
  Discount_Type: ['Discount type', 'text'],
  SubCostTotalAmont: ['Sub-total', 'amount'],
  TotalDicountPer: ['Discount', 'percent'],
  TotalDicountAmont: ['Discount amount', 'amount'],
  TotalTaxPER: ['Tax', 'percent'],
  TotalTax: ['Tax amount', 'amount'],
  AdjustmentCost: ['Adjustment', 'amount'],
  TenderTotalAmont: ['Total amount', 'amount'],
  EMD_Amount: ['Earnest money deposit (EMD)', 'amount'],
  Cash: ['Cash', 'amount'],
  Bank: ['Bank', 'text'],
  ShowQty: ['Quantities shown', 'yesno'],
  SaveAs: ['Saved as', 'text'],
  reminder: ['Reminder', 'date'],
  Admin_Note: ['Note', 'text'],
};
const SPECIFICATION_FIELDS = Object.entries(SPECIFICATION) as Array<[Field, [string, Kind]]>;

function display(tender: Tender, field: Field, kind: Kind): string {
  const value = tender[field];
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'date':
      return isoDate(String(value));
    case 'amount':
      return formatAmount(Number(value), tender.Currency);
    case 'percent':
      return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(Number(value))} %`;
    case 'yesno':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

export function TenderSpecifications({ tender }: { tender: Tender }) {
  const headingId = 'tender-specifications-heading';
  return (
    <section className="card tender-specifications" aria-labelledby={headingId}>
      <div className="card-header">
        <p className="tender-specifications__appendix mb-1">Appendix 1</p>
        <h2 id={headingId} className="h3 mb-0">
          Specifications for Tender {tender.TenderNo}
        </h2>
      </div>
      <div className="card-body">
        <dl className="row mb-0 tender-specifications__list">
          {SPECIFICATION_FIELDS.map(([field, [label, kind]]) => (
            <div key={field} className="col-md-6 tender-specifications__item">
              <dt>{label}</dt>
              <dd>{display(tender, field, kind)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
