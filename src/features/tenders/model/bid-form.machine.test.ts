import { BID_MESSAGES } from '@/entities/bid';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { BID_TEXTS } from '../config/bid-texts';
import { bidFormMachine, EMPTY_BID_FORM, validateBid, type BidFormValues } from './bid-form.machine';
import { describeForm, noAnswer, notASuccess, refusedBeside, refusedFields, refusedWith } from '../../../../test/utils/form-model';

const pdf = new File(['%PDF-1.4 technical bid'], 'technical-bid.pdf', { type: 'application/pdf' });
const xlsx = new File(['PK price schedule'], 'price-schedule.xlsx');

const filled: BidFormValues = { amount: '1462846.50', gstRate: '18', validityDays: '90', declaration: true, files: [pdf], priceSchedule: xlsx };

const receipt = {
  bidNumber: 'BID-1',
  tenderNo: 'VI/TN/2026/015',
  submittedAt: '2026-11-25T10:15:42Z',
  submittedAtIndia: '25/11/2026 15:45:42 IST',
  files: [],
  financialSha256: 'ab'.repeat(32),
  confirmedAt: '2026-11-25T10:15:42Z',
};

describeForm(bidFormMachine, {
  empty: EMPTY_BID_FORM,
  filled,
  required: { field: 'amount', message: BID_MESSAGES.amount },
  accepted: { success: true, message: BID_MESSAGES.submitted('BID-1'), receipt },
  payload: { amount: '1462846.50', gstRate: '18', validityDays: '90', declaration: true, files: [pdf], priceSchedule: xlsx },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one.
    notASuccess(BID_MESSAGES.notArmed),
    refusedWith(409, BID_MESSAGES.deadlinePassed),
    refusedBeside(413, 'files', BID_MESSAGES.totalTooLarge),
    refusedFields(400, FORM_INVALID_MESSAGE, { amount: BID_MESSAGES.amount }),
    refusedWith(503, BID_MESSAGES.storageFull),
    noAnswer(BID_TEXTS.networkFailure, 'no answer'),
    { error: { status: 502, data: '<html>Bad gateway</html>' }, says: BID_TEXTS.unexpectedFailure, status: 502 },
  ],
});

describe('validateBid', () => {
  it('says each field’s contract sentence', () => {
    expect(validateBid(EMPTY_BID_FORM)).toEqual({
      amount: BID_MESSAGES.amount,
      gstRate: BID_MESSAGES.gstRate,
      validityDays: BID_MESSAGES.validityDays,
      declaration: BID_MESSAGES.declaration,
      files: BID_MESSAGES.filesMissing,
    });
    expect(validateBid(filled)).toEqual({});
  });

  it('checks the files’ kinds, count and sizes before anything is sent', () => {
    const sized = (name: string, size: number) => Object.defineProperty(new File(['x'], name), 'size', { value: size });
    expect(validateBid({ ...filled, files: [new File(['x'], 'setup.exe')] }).files).toBe(BID_MESSAGES.fileType);
    expect(validateBid({ ...filled, files: Array.from({ length: 21 }, () => pdf) }).files).toBe(BID_MESSAGES.tooManyFiles);
    expect(validateBid({ ...filled, files: [sized('big.pdf', 21 * 1024 * 1024)] }).files).toBe(BID_MESSAGES.fileTooLarge);
    expect(validateBid({ ...filled, files: Array.from({ length: 6 }, (_, index) => sized(`part-${index}.zip`, 19 * 1024 * 1024)) }).files).toBe(
      BID_MESSAGES.totalTooLarge,
    );
    expect(validateBid({ ...filled, files: [new File([], 'empty.pdf')] }).files).toBe(BID_MESSAGES.fileEmpty);
    expect(validateBid({ ...filled, priceSchedule: new File(['x'], 'prices.pdf') }).priceSchedule).toBe(BID_MESSAGES.priceScheduleType);
    expect(validateBid({ ...filled, amount: '1,462,846.505' }).amount).toBe(BID_MESSAGES.amount);
    // Strict amounts (issue 38): digits and a point only; grouping commas, signs and exponents are refused.
    expect(validateBid({ ...filled, amount: '1,462,846.50' }).amount).toBe(BID_MESSAGES.amount);
    expect(validateBid({ ...filled, amount: '0x10' }).amount).toBe(BID_MESSAGES.amount);
    expect(validateBid({ ...filled, amount: '1e3' }).amount).toBe(BID_MESSAGES.amount);
    expect(validateBid({ ...filled, amount: '1462846.50' }).amount).toBeUndefined();
  });
});
