import { TENDER_DESK_MESSAGES } from '@/entities/tender';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import {
  EMPTY_TENDER_EDIT_FORM,
  EMPTY_TENDER_FORM,
  formAmounts,
  TENDER_FORM_FIELDS,
  TENDER_FORM_MESSAGES,
  tenderCreateFormMachine,
  tenderEditFormMachine,
  tenderFormValues,
  validateTenderForm,
  type TenderFormValues,
} from './tender-form.machine';

/** A new tender as typed: dates from date boxes, amounts from number boxes (text), the rest left empty. */
const typed: TenderFormValues = {
  ...EMPTY_TENDER_FORM,
  TenderNo: 'VI/TN/2026/501',
  TenderDate: '2026-11-20',
  Bid_Deadline: '2026-12-20T15:00',
  Reference: 'Gypsum false ceiling, Nashik office',
  CustomerID: '4',
  ProjectID: '2',
  BillingTypeID: '1',
  TenderTotalAmont: '118000.50',
  Currency: 'inr',
  ShowQty: true,
  Published: true,
};

/** What the form sends for `typed`, written out: numbers as numbers, empty amounts as 0, the currency upper-cased. */
const SENT = {
  TenderNo: 'VI/TN/2026/501',
  TenderDate: '2026-11-20',
  Expiry_Date: '2026-12-20',
  CustomerID: 4,
  ProjectID: 2,
  Bill_To: '',
  Ship_To: '',
  Reference: 'Gypsum false ceiling, Nashik office',
  Description: '',
  Status: '',
  Status1: '',
  Currency: 'INR',
  Sales_Agent: '',
  Discount_Type: '',
  Admin_Note: '',
  ShowQty: true,
  Created_by: '',
  BillingTypeID: 1,
  SaveAs: '',
  Bank: '',
  Cash: 0,
  reminder: '',
  TotalTax: 0,
  TotalTaxPER: 0,
  TotalDicountPer: 0,
  TotalDicountAmont: 0,
  SubCostTotalAmont: 0,
  TenderTotalAmont: 118000.5,
  AdjustmentCost: 0,
  EMD_Amount: 0,
  PreBid_Date: '',
  Bid_Opening_Date: '',
  Bid_Deadline: '2026-12-20T15:00',
  Bid_Opening_At: '',
  Online_Bids: false,
  Trades: [],
};

const REFERENCE_REQUIRED = 'is required (it is the tender’s title)';

describe('the tender form’s fields', () => {
  it('are the import’s, grouped as the work goes, without what the board keeps or derives', () => {
    const input = Object.fromEntries(TENDER_FORM_FIELDS.map(({ name, input: kind }) => [name, kind]));
    expect(input).toMatchObject({ TenderNo: 'text', TenderDate: 'date', PreBid_Date: 'date', CustomerID: 'number', ShowQty: 'checkbox', Reference: 'text', Description: 'multiline', Bid_Deadline: 'deadline', Bid_Opening_At: 'datetime', Online_Bids: 'checkbox', Discount_Type: 'discount', Trades: 'list' });
    // The deadline's and the opening's days, and the computed amounts, are not typed.
    expect(Object.keys(input).filter((name) => ['id', 'Outcome', 'Published', 'Corrigendum_Date', 'Expiry_Date', 'Bid_Opening_Date', 'TotalTax', 'TotalDicountAmont', 'TenderTotalAmont'].includes(name))).toEqual([]);
    const groups = [...new Set(TENDER_FORM_FIELDS.map(({ group }) => group))];
    expect(groups).toEqual(['what', 'where', 'when', 'money', 'bids', 'erp']);
    const erp = TENDER_FORM_FIELDS.filter(({ group }) => group === 'erp').map(({ name }) => name);
    expect(erp).toEqual(expect.arrayContaining(['CustomerID', 'ProjectID', 'SaveAs', 'Cash', 'Status1', 'BillingTypeID', 'ShowQty', 'reminder', 'Created_by', 'Admin_Note', 'Status']));
  });

  it('take one deadline with its date and its time; its day is the Expiry_Date, and the day’s problems are the deadline’s', () => {
    expect(validateTenderForm({ ...typed, Bid_Deadline: '' }).Bid_Deadline).toBe(TENDER_FORM_MESSAGES.deadlineRequired);
    expect(validateTenderForm({ ...typed, Bid_Deadline: '2026-12-20T' }).Bid_Deadline).toBe(TENDER_FORM_MESSAGES.deadlineTime);
    expect(validateTenderForm({ ...typed, Bid_Deadline: 'T15:00' }).Bid_Deadline).toBe(TENDER_FORM_MESSAGES.deadlineDate);
    expect(validateTenderForm({ ...typed, Bid_Deadline: '2026-11-01T15:00' })).toEqual({ Bid_Deadline: 'must not be before TenderDate' });
    expect(validateTenderForm({ ...typed, Bid_Opening_At: '2026-12-19T11:00' })).toEqual({ Bid_Opening_At: 'must not be before Bid_Deadline' });
    expect(validateTenderForm(typed)).toEqual({});
  });

  it('show the discount, tax and total the server will compute from the sub-total; a lump sum has none', () => {
    expect(formAmounts({ ...typed, SubCostTotalAmont: '12,65,000', Discount_Type: 'Before Tax', TotalDicountPer: '2', TotalTaxPER: '18' })).toEqual({
      TotalDicountAmont: 25300,
      TotalTax: 223146,
      TenderTotalAmont: 1462846,
    });
    expect(formAmounts({ ...typed, SubCostTotalAmont: '589000', Discount_Type: 'Before Tax', TotalDicountPer: '3', TotalTaxPER: '18', AdjustmentCost: '-1200' })).toEqual({
      TotalDicountAmont: 17670,
      TotalTax: 102839.4,
      TenderTotalAmont: 672969.4,
    });
    expect(formAmounts({ ...typed, SubCostTotalAmont: '100000', Discount_Type: 'No Discount', TotalDicountPer: '5', TotalTaxPER: '18' })).toEqual({ TotalDicountAmont: 0, TotalTax: 18000, TenderTotalAmont: 118000 });
    expect(formAmounts({ ...typed, SubCostTotalAmont: '100000', Discount_Type: 'After Tax', TotalDicountPer: '10', TotalTaxPER: '18' })).toEqual({ TotalDicountAmont: 11800, TotalTax: 18000, TenderTotalAmont: 106200 });
    expect(formAmounts(typed)).toBeNull();
  });

  it('read a tender written before deadlines had a time with its day kept and its time to fill', () => {
    const values = tenderFormValues({ tender: { ...SENT, id: 1, Outcome: '', Corrigendum_Date: '', Bid_Deadline: '' } as never, version: 'v1', Published: true, Changed_At: '', status: 'Open', Documents: [], Corrigenda: [] });
    expect(values.Bid_Deadline).toBe('2026-12-20T');
    expect(values.version).toBe('v1');
  });
});

/** An answer that is not a success, whatever its status, is no save: the form says why and keeps the values. */
const READ_ONLY = notASuccess('The desk is read-only during the backup.');

/** What both walks of the new-tender form share: the untouched form, its required title and the desk's acceptance. */
const NEW_TENDER = {
  empty: EMPTY_TENDER_FORM,
  required: { field: 'Reference', message: REFERENCE_REQUIRED },
  accepted: { success: true, message: TENDER_DESK_MESSAGES.created('VI/TN/2026/501'), tenderNo: 'VI/TN/2026/501' },
} as const;

describe('a tender with a sub-total', () => {
  describeForm(tenderCreateFormMachine, {
    ...NEW_TENDER,
    filled: { ...typed, TenderTotalAmont: '1', TotalTax: '0', SubCostTotalAmont: '100000', TotalTaxPER: '18', Discount_Type: 'Before Tax' },
    // What was typed for the computed figures is not what is sent: the rule's figures are.
    payload: {
      values: { ...SENT, Discount_Type: 'Before Tax', TotalTax: 18000, TotalTaxPER: 18, SubCostTotalAmont: 100000, TenderTotalAmont: 118000, Published: true },
    },
    refusals: [READ_ONLY],
  });
});

describe('new tender', () => {
  describeForm(tenderCreateFormMachine, {
    ...NEW_TENDER,
    filled: typed,
    payload: {
      values: { ...SENT, Published: true },
    },
    refusals: [
      READ_ONLY,
      refusedWith(409, 'Tender VI/TN/2026/501 already exists; edit it instead.'),
      refusedFields(400, 'The tender was not saved: Bid_Opening_Date must not be before Expiry_Date.', { Bid_Opening_Date: 'must not be before Expiry_Date' }),
      refusedWith(403, 'Only the tenders team and admins manage tenders.'),
    ],
  });
});

describe('edit tender', () => {
  const { TenderNo: _number, ...UNNUMBERED } = SENT;
  const { Published: _published, ...fields } = typed;
  const stored: TenderFormValues = { ...EMPTY_TENDER_EDIT_FORM, ...fields, version: 'v-2026-11-20' };
  describeForm(tenderEditFormMachine, {
    empty: EMPTY_TENDER_EDIT_FORM,
    filled: stored,
    required: { field: 'Reference', message: REFERENCE_REQUIRED },
    accepted: { success: true, message: TENDER_DESK_MESSAGES.saved('VI/TN/2026/501'), tenderNo: 'VI/TN/2026/501' },
    // The number is the address, never a change; the version read goes back with the fields.
    payload: {
      version: 'v-2026-11-20',
      changes: UNNUMBERED,
    },
    refusals: [
      READ_ONLY,
      // Someone changed it since: our sentence, which says the typed values are still there.
      {
        error: { status: 409, data: { success: false, message: 'Tender VI/TN/2026/501 was changed by someone else since you opened it; reload it and make your change again.' } },
        says: TENDER_DESK_MESSAGES.stale,
        status: 409,
      },
      refusedFields(400, FORM_INVALID_MESSAGE, { version: 'is required: reload the tender' }),
      noAnswer('We could not reach the server; your changes are still in the form. Please try again.'),
      { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>' }, says: 'The tender was not saved; your changes are still in the form. Please try again.', status: 502 },
    ],
  });
});
