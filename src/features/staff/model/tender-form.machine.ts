import { TENDER_DATE_FIELDS, TENDER_DESK_MESSAGES, TENDER_IMPORT_FIELDS, tenderImportSchema, tenderSchema, type StaffTenderDetail, type TenderCreatePayload, type TenderEditPayload } from '@/entities/tender';
import { validateWith } from '@/shared/contracts/forms';
import { fieldKinds, storedList, type FieldKind } from '@/shared/lib/record-schema';
import { createFormMachine, type FailureTexts } from '@/shared/model/form.machine';

/**
 * The desk's tender form (new and edit): the import's fields, derived from the tender record as the
 * import is, checked with the import's own schema so the form, the desk's API and `npm run tenders` say
 * the same words. The board keeps three fields to itself here: `id` (it numbers new tenders), `Outcome`
 * (award, cancel and reopen are buttons on the tender's page) and `Published` (so are publish and
 * unpublish; a new tender may be published as it is created).
 */

/**
 * How a field is typed in: dates as date boxes, deadline and opening times as date-and-time boxes, amounts and
 * ids as numbers, flags as check boxes, a list (the trades) as a group of check boxes whose value the form
 * holds as the import's text (`gypsum;painting`), so the import's schema reads it as it reads a CSV cell.
 */
export type TenderFieldInput = 'date' | 'datetime' | 'number' | 'checkbox' | 'list' | 'text';

const KINDS = fieldKinds(tenderSchema) as Record<string, FieldKind>;
const KEPT_BY_BOARD = new Set(['id', 'Outcome', 'Published']);
const DATES = new Set<string>(TENDER_DATE_FIELDS);
/** A deadline or an opening with its time of day (India): a date-and-time box. */
const TIMES = new Set<string>(['Bid_Deadline', 'Bid_Opening_At']);

export const TENDER_FORM_FIELDS: ReadonlyArray<{ name: string; input: TenderFieldInput }> = TENDER_IMPORT_FIELDS.filter((name) => !KEPT_BY_BOARD.has(name)).map((name) => {
  const kind = KINDS[name];
  const input: TenderFieldInput = DATES.has(name) ? 'date' : TIMES.has(name) ? 'datetime' : kind === 'boolean' ? 'checkbox' : kind === 'list' ? 'list' : kind === 'integer' || kind === 'number' ? 'number' : 'text';
  return { name, input };
});

/** Every field as the form holds it: text as typed (numbers too, as a number box gives them), flags as booleans. */
export type TenderFormValues = Record<string, string | boolean>;

const EMPTY_FIELDS: TenderFormValues = Object.fromEntries(TENDER_FORM_FIELDS.map(({ name, input }) => [name, input === 'checkbox' ? false : '']));

/** The untouched new-tender form; `Published` unticked, so a new tender is looked over before it goes on the board. */
export const EMPTY_TENDER_FORM: TenderFormValues = { ...EMPTY_FIELDS, Published: false };

/** The edit form before the tender is read: its fields and the version they were read at. */
export const EMPTY_TENDER_EDIT_FORM: TenderFormValues = { ...EMPTY_FIELDS, version: '' };

/** The edit form's values: the tender as stored, and the version it was read at (sent back with the edit). */
export function tenderFormValues(detail: StaffTenderDetail): TenderFormValues {
  const record = detail.tender as unknown as Record<string, unknown>;
  const values: TenderFormValues = { version: detail.version };
  for (const { name, input } of TENDER_FORM_FIELDS) {
    const value = record[name];
    values[name] = input === 'checkbox' ? value === true : input === 'list' ? storedList(Array.isArray(value) ? value : []) : value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The fields as the import reads them (numbers from their text, '' as 0, the currency upper-cased). */
const parsed = (values: TenderFormValues) => tenderImportSchema.parse(values) as unknown as Record<string, unknown>;

export const tenderCreateFormMachine = createFormMachine<TenderFormValues, TenderCreatePayload>({
  id: 'staff-tender-create-form',
  empty: EMPTY_TENDER_FORM,
  validate: validateWith(tenderImportSchema),
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
  validate: validateWith(tenderImportSchema),
  toPayload: ({ version, ...values }) => {
    const { TenderNo: _number, ...changes } = parsed(values);
    return { version: String(version), changes };
  },
  failureTexts: EDIT_TEXTS,
});
