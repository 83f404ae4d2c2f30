/**
 * What the desk's tender form calls each import field. The import's messages name the field as the ERP
 * does ("Expiry_Date must not be before TenderDate"), so each label carries that name too.
 */
export const TENDER_FIELD_LABELS: Record<string, string> = {
  TenderNo: 'Tender number',
  TenderDate: 'Published on',
  Expiry_Date: 'Bid deadline',
  CustomerID: 'Customer id',
  ProjectID: 'Project id',
  Bill_To: 'Bill to',
  Ship_To: 'Ship to',
  Reference: 'Title',
  Status: 'Status',
  Status1: 'Second status',
  Currency: 'Currency (ISO code)',
  Sales_Agent: 'Sales agent',
  Discount_Type: 'Discount type',
  Admin_Note: 'Admin note',
  ShowQty: 'Show quantities',
  Created_by: 'Created by',
  BillingTypeID: 'Billing type id',
  SaveAs: 'Save as',
  Bank: 'Bank',
  Cash: 'Cash',
  reminder: 'Reminder',
  TotalTax: 'Total tax',
  TotalTaxPER: 'Total tax %',
  TotalDicountPer: 'Total discount %',
  TotalDicountAmont: 'Total discount amount',
  SubCostTotalAmont: 'Sub-total',
  TenderTotalAmont: 'Tender total',
  AdjustmentCost: 'Adjustment',
  EMD_Amount: 'Earnest money deposit',
  PreBid_Date: 'Pre-bid meeting',
  Bid_Opening_Date: 'Bid opening',
  Bid_Deadline: 'Bid deadline with its time, India time',
  Bid_Opening_At: 'Bid opening time, India time',
  Online_Bids: 'Takes sealed online bids',
  Trades: 'Trades',
  Published: 'Publish on the board now',
};

/** The label of an import field, with its ERP name when the two differ. */
export const tenderFieldLabel = (name: string): string => {
  const label = TENDER_FIELD_LABELS[name] ?? name;
  return label === name ? label : `${label} (${name})`;
};
