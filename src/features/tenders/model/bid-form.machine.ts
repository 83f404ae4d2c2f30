import { BID_FILE_TYPES, BID_MESSAGES, MAX_BID_FILE_BYTES, MAX_BID_FILES, MAX_BID_TOTAL_BYTES, bidFinancialSchema, BID_FORM_PARTS } from '@/entities/bid';
import { fieldErrorsOf, type FieldErrors } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

/** The bid form: the financial envelope's fields as typed, the declaration, and the chosen files. */
export interface BidFormValues extends Record<string, unknown> {
  amount: string;
  gstRate: string;
  validityDays: string;
  declaration: boolean;
  /** The technical envelope, in the order chosen. */
  files: File[];
  priceSchedule: File | null;
}

export const EMPTY_BID_FORM: BidFormValues = { amount: '', gstRate: '', validityDays: '', declaration: false, files: [], priceSchedule: null };

// Not `instanceof File`: a test's files are Node's.
const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && typeof (value as File).name === 'string';
const extension = (name: string) => (name.split('.').pop() ?? '').toLowerCase();

/** The server's checks that need no bytes read, said before a byte is sent: the same words. */
export function validateBid(values: BidFormValues): FieldErrors {
  const parsed = bidFinancialSchema.safeParse({
    amount: values.amount,
    gstRate: values.gstRate,
    validityDays: values.validityDays,
    declaration: values.declaration,
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const files = Array.isArray(values.files) ? values.files.filter(isFile) : [];
  const schedule = isFile(values.priceSchedule) ? values.priceSchedule : null;
  const all = schedule ? [...files, schedule] : files;
  if (files.length === 0) errors.files = BID_MESSAGES.filesMissing;
  else if (files.length > MAX_BID_FILES) errors.files = BID_MESSAGES.tooManyFiles;
  else if (files.some((file) => !(BID_FILE_TYPES as readonly string[]).includes(extension(file.name)))) errors.files = BID_MESSAGES.fileType;
  else if (files.some((file) => file.size === 0)) errors.files = BID_MESSAGES.fileEmpty;
  else if (files.some((file) => file.size > MAX_BID_FILE_BYTES)) errors.files = BID_MESSAGES.fileTooLarge;
  else if (all.reduce((sum, file) => sum + file.size, 0) > MAX_BID_TOTAL_BYTES) errors.files = BID_MESSAGES.totalTooLarge;
  if (schedule) {
    if (extension(schedule.name) !== 'xlsx') errors.priceSchedule = BID_MESSAGES.priceScheduleType;
    else if (schedule.size === 0) errors.priceSchedule = BID_MESSAGES.fileEmpty;
    else if (schedule.size > MAX_BID_FILE_BYTES) errors.priceSchedule = BID_MESSAGES.fileTooLarge;
  }
  return errors;
}

/**
 * The bid form on the shared form lifecycle: a refusal (409 deadline, 413, 400, 503 disk full, no answer) keeps
 * every typed value and chosen file; a success clears the form (the receipt is shown instead).
 */
export const bidFormMachine = createFormMachine<BidFormValues>({
  id: 'bid-form',
  empty: EMPTY_BID_FORM,
  validate: validateBid,
  failureTexts: { network: 'Your bid could not be sent (no answer from the server). Nothing was received; every value and file is kept, please try again.', unexpected: 'Your bid was not accepted (the server gave no reason). Every value and file is kept; please try again.' },
});

/** The multipart body `POST …/bids` reads: the text fields first (the server refuses before storing a byte), then the files. */
export function bidFormData(values: BidFormValues): FormData {
  const body = new FormData();
  body.append(BID_FORM_PARTS.amount, values.amount.trim().replace(/,/g, ''));
  body.append(BID_FORM_PARTS.gstRate, values.gstRate);
  body.append(BID_FORM_PARTS.validityDays, values.validityDays.trim());
  body.append(BID_FORM_PARTS.declaration, values.declaration ? 'true' : 'false');
  for (const file of values.files) body.append(BID_FORM_PARTS.files, file, file.name);
  if (values.priceSchedule) body.append(BID_FORM_PARTS.priceSchedule, values.priceSchedule, values.priceSchedule.name);
  return body;
}
