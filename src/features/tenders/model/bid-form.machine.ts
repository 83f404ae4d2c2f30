import {
  amountToPaise,
  BID_FILE_TYPES,
  BID_FORM_PARTS,
  BID_MESSAGES,
  bidFinancialSchema,
  gstPaiseOf,
  MAX_BID_FILE_BYTES,
  MAX_BID_FILES,
  MAX_BID_TOTAL_BYTES,
  randomBytes,
  sealEnvelope,
  sealingAvailable,
  SealingUnavailableError,
  sha256Hex,
  toBase64Url,
} from '@/entities/bid';
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

/** What the vendor reviews before sealing, and what their browser sealed. */
export interface SealedSummary {
  amountPaise: number;
  gstRate: number;
  gstPaise: number;
  validityDays: number;
  companyName: string;
  priceSchedule: string | null;
}

/** The review before sealing: the amount as the envelope will hold it, in paise. */
export function bidSummary(values: BidFormValues, companyName: string): SealedSummary {
  const amountPaise = amountToPaise(values.amount.trim()) ?? 0;
  const gstRate = Number(values.gstRate);
  return { amountPaise, gstRate, gstPaise: gstPaiseOf(amountPaise, gstRate), validityDays: Number(values.validityDays.trim()), companyName, priceSchedule: values.priceSchedule?.name ?? null };
}

const fileBytes = async (file: File): Promise<Uint8Array> => new Uint8Array(await file.arrayBuffer());

/**
 * Seals the financial envelope in this browser (WebCrypto, `sealed-box.ts`) to the tender's two openers, then
 * builds the multipart body: the text fields first (the server refuses before storing a byte), the technical
 * files, then the sealed envelope. The amount, GST, validity, company name and price schedule are never in
 * the body in clear. Throws `SealingUnavailableError` where the browser cannot seal: never a clear fallback.
 */
export async function sealedBidFormData(values: BidFormValues, to: { tenderNo: string; financial: readonly [string, string]; companyName: string }): Promise<FormData> {
  if (!sealingAvailable()) throw new SealingUnavailableError();
  const sealId = toBase64Url(randomBytes(18));
  const schedule = values.priceSchedule ? await fileBytes(values.priceSchedule) : null;
  const header = {
    v: 1,
    tenderNo: to.tenderNo,
    sealId,
    bidder: to.companyName,
    amount: values.amount.trim(),
    gstRate: Number(values.gstRate),
    validityDays: Number(values.validityDays.trim()),
    declaration: true,
    priceSchedule: values.priceSchedule && schedule ? { name: values.priceSchedule.name, size: schedule.length, sha256: await sha256Hex(schedule) } : null,
    nonce: toBase64Url(randomBytes(16)),
  };
  const sealed = await sealEnvelope(header, schedule, { tenderNo: to.tenderNo, sealId, publicKeys: to.financial });
  const body = new FormData();
  body.append(BID_FORM_PARTS.declaration, values.declaration ? 'true' : 'false');
  body.append(BID_FORM_PARTS.sealId, sealId);
  body.append(BID_FORM_PARTS.sealedSha256, sealed.sealedSha256);
  body.append(BID_FORM_PARTS.plainSha256, sealed.plainSha256);
  for (const file of values.files) body.append(BID_FORM_PARTS.files, file, file.name);
  body.append(BID_FORM_PARTS.financialEnvelope, new Blob([sealed.bytes as BlobPart], { type: 'application/octet-stream' }), 'financial.sealed');
  return body;
}
