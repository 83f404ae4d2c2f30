/**
 * What the desk's tender form calls each import field. The import's messages name the field as the ERP
 * does ("Expiry_Date must not be before TenderDate"), so each label carries that name too.
 */
export const TENDER_FIELD_LABELS: Record<string, string> = {
  TenderNo: 'Tender number',
  TenderDate: 'Published on',
  Expiry_Date: 'Bid deadline day',
  CustomerID: 'Customer id',
  ProjectID: 'Project id',
  Bill_To: 'Bill to',
  Ship_To: 'Site (ship to)',
  Reference: 'Title',
  Description: 'Scope of work',
  Status: 'Status',
  Status1: 'Second status',
  Currency: 'Currency (ISO code, INR when empty)',
  Sales_Agent: 'Contact (sales agent)',
  Discount_Type: 'Discount type',
  Admin_Note: 'Admin note',
  ShowQty: 'Show quantities',
  Created_by: 'Created by',
  BillingTypeID: 'Billing type id',
  SaveAs: 'Save as',
  Bank: 'EMD payable to (bank)',
  Cash: 'Cash',
  reminder: 'Reminder',
  TotalTax: 'Tax amount',
  TotalTaxPER: 'Tax %',
  TotalDicountPer: 'Discount %',
  TotalDicountAmont: 'Discount amount',
  SubCostTotalAmont: 'Sub-total',
  TenderTotalAmont: 'Tender total',
  AdjustmentCost: 'Adjustment',
  EMD_Amount: 'Earnest money deposit',
  PreBid_Date: 'Pre-bid meeting',
  Bid_Opening_Date: 'Bid opening',
  Bid_Deadline: 'Bid deadline',
  Bid_Opening_At: 'Bid opening, date and time (India time)',
  Online_Bids: 'Takes sealed online bids',
  Trades: 'Trades',
  Published: 'Publish on the board now',
};

/** The label of an import field, with its ERP name when the two differ. */
/** The fieldsets of the form, as the tenders team works through a tender. */
export const TENDER_GROUP_LEGENDS = {
  what: 'What',
  where: 'Where',
  when: 'When (India time)',
  money: 'Money',
  bids: 'Bids',
  erp: 'More (ERP fields)',
} as const;

export const tenderFieldLabel = (name: string): string => {
  const label = TENDER_FIELD_LABELS[name] ?? name;
  return label === name ? label : `${label} (${name})`;
};
