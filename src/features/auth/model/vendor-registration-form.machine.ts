import { vendorRegistrationSchema, type VendorRegistrationPayload } from '@/shared/contracts/accounts';
import type { FormValues } from '@/shared/contracts/forms';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type VendorValues = FormValues<typeof vendorRegistrationSchema>;

const upperCase = (value: string) => value.toUpperCase();

/**
 * The vendor registration (`/userinfo`), checked with the schema the server uses (GSTIN check
 * character and the PAN inside it included). `tenderNo` is a hidden value from the Apply link,
 * kept for the next registration after a success; identifiers are upper-cased as typed, as they
 * are printed on the certificates.
 */
export const vendorRegistrationFormMachine = createFormMachine<VendorValues, VendorRegistrationPayload>({
  id: 'vendor-registration-form',
  empty: { vendorName: '', email: '', mobileNumber: '', companyName: '', gstNumber: '', panNumber: '', udyamNumber: '', tenderNo: '' },
  ...checkedBy(vendorRegistrationSchema),
  failureTexts: ACCOUNT_FAILURES,
  normalize: { gstNumber: upperCase, panNumber: upperCase, udyamNumber: upperCase },
  keepOnSuccess: ['tenderNo'],
});
