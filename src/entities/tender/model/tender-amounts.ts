/**
 * A tender's figures as the ERP computes them, the one rule for every way a tender comes in (the desk's
 * form, `npm run tenders -- create|edit`, the CSV/JSON import: all go through `tenderImportSchema`), and
 * for the desk's form to show before it is sent. Every demo tender follows it:
 *
 *   discount = sub-total × discount % (on the sub-total plus tax for "After Tax", none for "No Discount")
 *   tax      = (sub-total − discount) × tax %   ("After Tax": sub-total × tax %)
 *   total    = sub-total − discount + tax + adjustment
 *
 * each rounded to the paisa. A tender without a sub-total is a lump sum: its figures stay as given.
 */

export interface TenderFigures {
  SubCostTotalAmont: number;
  Discount_Type: string;
  TotalDicountPer: number;
  TotalTaxPER: number;
  AdjustmentCost: number;
}

export interface TenderAmounts {
  TotalDicountAmont: number;
  TotalTax: number;
  TenderTotalAmont: number;
}

/** The discount types the ERP writes; any other text (or none) is read as "Before Tax". */
export const DISCOUNT_TYPES = ['Before Tax', 'After Tax', 'No Discount'] as const;

/** Money is kept to the paisa; computed in whole paise so that 0.1 + 0.2 stays 0.30. */
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (value: number) => value / 100;

/** The computed figures, or null for a lump-sum tender (no sub-total). */
export function tenderAmounts(figures: TenderFigures): TenderAmounts | null {
  const sub = paise(figures.SubCostTotalAmont);
  if (!(sub > 0)) return null;
  const type = figures.Discount_Type.trim().toLowerCase();
  const discountRate = type === 'no discount' ? 0 : figures.TotalDicountPer / 100;
  const taxRate = figures.TotalTaxPER / 100;
  let discount: number;
  let tax: number;
  if (type === 'after tax') {
    tax = Math.round(sub * taxRate);
    discount = Math.round((sub + tax) * discountRate);
  } else {
    discount = Math.round(sub * discountRate);
    tax = Math.round((sub - discount) * taxRate);
  }
  return { TotalDicountAmont: rupees(discount), TotalTax: rupees(tax), TenderTotalAmont: rupees(sub - discount + tax + paise(figures.AdjustmentCost)) };
}

/** `row` with its computed figures, when it has a sub-total. */
export function withTenderAmounts<T extends TenderFigures & Partial<TenderAmounts>>(row: T): T {
  const amounts = tenderAmounts(row);
  return amounts ? { ...row, ...amounts } : row;
}
