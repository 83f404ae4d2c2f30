import {
  TENDER_DESK_MESSAGES,
  TENDER_IMPORT_FIELDS,
  tenderAmounts,
  tenderImportSchema,
  type StaffTenderDetail,
  type TenderAmounts,
  type TenderCreatePayload,
  type TenderEditPayload,
  type TenderImportRow,
} from '@/entities/tender';
import { validateWith, type FieldErrors } from '@/shared/contracts/forms';
import { storedList } from '@/shared/lib/record-schema';
import { createFormMachine, type FailureTexts } from '@/shared/model/form.machine';

/**
 * The desk's tender form (new and edit): the import's fields, grouped as the tenders team works (what the
 * tender is, where, when, the money, the bids), the ERP's bookkeeping apart under "More (ERP fields)",
 * checked with the import's own schema so the form, the desk's API and `npm run tenders` say the same
 * words. What follows from other fields is not typed: `Expiry_Date` is the day of the one deadline
 * (`Bid_Deadline`, a date and a time), `Bid_Opening_Date` the day of the opening, and with a sub-total the
 * discount, tax and total are the server's (`tenderAmounts`, shown here as the server will compute them).
 * The board keeps three fields to itself: `id`, `Outcome` (award, cancel and reopen are buttons on the
 * tender's page) and `Published` (so are publish and unpublish; a new tender may be published as it is
 * created).
 */

/** How a field is typed in. `deadline`: a date box and a time box making one `yyyy-MM-ddTHH:mm`. */
/** `list`: the trades, a group of check boxes whose value the form holds as the import's text (`gypsum;painting`). */
export type TenderFieldInput = 'date' | 'datetime' | 'deadline' | 'number' | 'checkbox' | 'list' | 'text' | 'multiline' | 'discount';

export const TENDER_FORM_GROUPS = ['what', 'where', 'when', 'money', 'bids', 'erp'] as const;
export type TenderFormGroup = (typeof TENDER_FORM_GROUPS)[number];

/** Where a field sits, or how it is derived; keyed by field, so a new import field does not compile until it is placed. */
type Place = { group: TenderFormGroup; input: TenderFieldInput } | 'derived' | 'amount' | 'board';
type FormField = (typeof TENDER_IMPORT_FIELDS)[number];

const PLACES: Record<FormField, Place> = {
  id: 'board',
  Outcome: 'board',
  Published: 'board',
  TenderNo: { group: 'what', input: 'text' },
  Reference: { group: 'what', input: 'text' },
  Description: { group: 'what', input: 'multiline' },
  Trades: { group: 'what', input: 'list' },
  Sales_Agent: { group: 'what', input: 'text' },
  Ship_To: { group: 'where', input: 'multiline' },
  Bill_To: { group: 'where', input: 'multiline' },
  TenderDate: { group: 'when', input: 'date' },
  PreBid_Date: { group: 'when', input: 'date' },
  Bid_Deadline: { group: 'when', input: 'deadline' },
  Expiry_Date: 'derived',
  Bid_Opening_At: { group: 'when', input: 'datetime' },
  Bid_Opening_Date: 'derived',
  Currency: { group: 'money', input: 'text' },
  SubCostTotalAmont: { group: 'money', input: 'number' },
  Discount_Type: { group: 'money', input: 'discount' },
  TotalDicountPer: { group: 'money', input: 'number' },
  TotalTaxPER: { group: 'money', input: 'number' },
  AdjustmentCost: { group: 'money', input: 'number' },
  TotalDicountAmont: 'amount',
  TotalTax: 'amount',
  TenderTotalAmont: 'amount',
  EMD_Amount: { group: 'money', input: 'number' },
  Bank: { group: 'money', input: 'text' },
  Online_Bids: { group: 'bids', input: 'checkbox' },
  CustomerID: { group: 'erp', input: 'number' },
  ProjectID: { group: 'erp', input: 'number' },
  BillingTypeID: { group: 'erp', input: 'number' },
  SaveAs: { group: 'erp', input: 'text' },
  Cash: { group: 'erp', input: 'number' },
  Status: { group: 'erp', input: 'text' },
  Status1: { group: 'erp', input: 'text' },
  ShowQty: { group: 'erp', input: 'checkbox' },
  reminder: { group: 'erp', input: 'date' },
  Created_by: { group: 'erp', input: 'text' },
  Admin_Note: { group: 'erp', input: 'multiline' },
};

/** The boxes of the form, in the order they are shown, each with its group. */
export const TENDER_FORM_FIELDS: ReadonlyArray<{ name: string; input: TenderFieldInput; group: TenderFormGroup }> = TENDER_FORM_GROUPS.flatMap((group) =>
  (Object.entries(PLACES) as Array<[string, Place]>).flatMap(([name, place]) => (typeof place === 'object' && place.group === group ? [{ name, input: place.input, group }] : [])),
);

/** Computed by the server from the sub-total (`tenderAmounts`); typed only for a lump-sum tender (no sub-total), and then only its total. */
export const COMPUTED_AMOUNTS = ['TotalDicountAmont', 'TotalTax', 'TenderTotalAmont'] as const satisfies ReadonlyArray<keyof TenderAmounts>;

/** Every field as the form holds it: text as typed (numbers too, as a number box gives them), flags as booleans. */
export type TenderFormValues = Record<string, string | boolean>;

const EMPTY_FIELDS: TenderFormValues = Object.fromEntries(
  (Object.entries(PLACES) as Array<[string, Place]>)
    .filter(([, place]) => place !== 'board')
    .map(([name, place]) => [name, typeof place === 'object' && place.input === 'checkbox' ? false : '']),
);

/** The untouched new-tender form; `Published` unticked, so a new tender is looked over before it goes on the board. */
export const EMPTY_TENDER_FORM: TenderFormValues = { ...EMPTY_FIELDS, Published: false };

/** The edit form before the tender is read: its fields and the version they were read at. */
export const EMPTY_TENDER_EDIT_FORM: TenderFormValues = { ...EMPTY_FIELDS, version: '' };

/** The edit form's values: the tender as stored, and the version it was read at (sent back with the edit). */
export function tenderFormValues(detail: StaffTenderDetail): TenderFormValues {
  const record = detail.tender as unknown as Record<string, unknown>;
  const values: TenderFormValues = { version: detail.version };
  for (const name of Object.keys(EMPTY_FIELDS)) {
    const value = record[name];
    values[name] = typeof EMPTY_FIELDS[name] === 'boolean' ? value === true : Array.isArray(value) ? storedList(value) : value === undefined || value === null ? '' : String(value);
  }
  // A tender written before deadlines had a time: its day is kept and the time box waits to be filled.
  if (!values.Bid_Deadline && values.Expiry_Date) values.Bid_Deadline = `${String(values.Expiry_Date)}T`;
  return values;
}

/** The date and the time of the deadline box (`yyyy-MM-ddTHH:mm`, either part may be missing while typed). */
export function deadlineParts(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time };
}

export const joinDeadline = (date: string, time: string): string => (date || time ? `${date}T${time}` : '');

export const TENDER_FORM_MESSAGES = {
  deadlineRequired: 'is required: the date and the time bids close (India time)',
  deadlineTime: 'needs its time as well as its date (India time)',
  deadlineDate: 'needs its date as well as its time',
} as const;

/** The form's figures read as the import reads them: "1,18,000" and "" (0) alike. */
const figure = (value: unknown): number => {
  const number = typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value.replace(/,/g, ''))) : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/** What the server will compute from the figures typed so far, or null without a sub-total (a lump sum). */
export function formAmounts(values: TenderFormValues): TenderAmounts | null {
  return tenderAmounts({
    SubCostTotalAmont: figure(values.SubCostTotalAmont),
    Discount_Type: String(values.Discount_Type ?? ''),
    TotalDicountPer: figure(values.TotalDicountPer),
    TotalTaxPER: figure(values.TotalTaxPER),
    AdjustmentCost: figure(values.AdjustmentCost),
  });
}

/** The row the import's schema reads: the deadline's day is `Expiry_Date`, the opening's `Bid_Opening_Date`. */
function importRow({ version: _version, ...values }: TenderFormValues): Record<string, unknown> {
  const deadline = String(values.Bid_Deadline ?? '');
  const opening = String(values.Bid_Opening_At ?? '');
  return {
    ...values,
    ...(deadline ? { Expiry_Date: deadlineParts(deadline).date } : {}),
    ...(opening ? { Bid_Opening_Date: opening.slice(0, 10) } : {}),
  };
}

const checkRow = validateWith(tenderImportSchema);

/**
 * The import's checks, worded for the boxes the form shows: the derived day's problems land on the box
 * it comes from (the deadline, the opening), and the deadline must have both its date and its time.
 */
export function validateTenderForm(values: TenderFormValues): FieldErrors {
  const errors: FieldErrors = { ...checkRow(importRow(values)) };
  const moved: Array<[from: string, to: string]> = [
    ['Expiry_Date', 'Bid_Deadline'],
    ['Bid_Opening_Date', 'Bid_Opening_At'],
  ];
  for (const [from, to] of moved) {
    if (errors[from]) {
      errors[to] ??= errors[from];
      delete errors[from];
    }
  }
  const { date, time } = deadlineParts(String(values.Bid_Deadline ?? ''));
  if (!date && !time) errors.Bid_Deadline = TENDER_FORM_MESSAGES.deadlineRequired;
  else if (!time) errors.Bid_Deadline = TENDER_FORM_MESSAGES.deadlineTime;
  else if (!date) errors.Bid_Deadline = TENDER_FORM_MESSAGES.deadlineDate;
  return errors;
}

/** The fields as the import reads them (numbers from their text, '' as 0, the currency upper-cased, the amounts computed). */
const parsed = (values: TenderFormValues) => tenderImportSchema.parse(importRow(values)) as TenderImportRow as unknown as Record<string, unknown>;

export const tenderCreateFormMachine = createFormMachine<TenderFormValues, TenderCreatePayload>({
  id: 'staff-tender-create-form',
  empty: EMPTY_TENDER_FORM,
  validate: validateTenderForm,
  toPayload: (values) => ({ values: parsed(values) }),
});

/** An edit refused as stale (409): the typed values stay in the form, and the screen says so. */
const EDIT_TEXTS: FailureTexts = {
  network: 'We could not reach the server; your changes are still in the form. Please try again.',
  unexpected: 'The tender was not saved; your changes are still in the form. Please try again.',
  byStatus: { 409: TENDER_DESK_MESSAGES.stale },
};

/** The same form over a stored tender: every field is sent (the service records only what changed), the number never. */
export const tenderEditFormMachine = createFormMachine<TenderFormValues, TenderEditPayload>({
  id: 'staff-tender-edit-form',
  empty: EMPTY_TENDER_EDIT_FORM,
  validate: validateTenderForm,
  toPayload: (values) => {
    const { TenderNo: _number, ...changes } = parsed(values);
    return { version: String(values.version), changes };
  },
  failureTexts: EDIT_TEXTS,
});
