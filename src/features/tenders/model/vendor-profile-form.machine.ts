import { ACCOUNT_MESSAGES, vendorProfileSchema, type VendorProfile } from '@/shared/contracts/accounts';
import type { FormValues } from '@/shared/contracts/forms';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';

export type VendorProfileValues = FormValues<typeof vendorProfileSchema>;

const upperCase = (value: string) => value.toUpperCase();

/**
 * The vendor profile completed from the tender's "Bid online" section (issue 23, item 2: a bid needs a
 * completed profile): the registration form's seven fields and rules, saved alone (`POST /api/vendors/profile`),
 * registering for no tender. Identifiers are upper-cased as typed, as on the registration form.
 */
export const vendorProfileFormMachine = createFormMachine<VendorProfileValues, VendorProfile>({
  id: 'vendor-profile-form',
  empty: { vendorName: '', email: '', mobileNumber: '', companyName: '', gstNumber: '', panNumber: '', udyamNumber: '' },
  ...checkedBy(vendorProfileSchema),
  failureTexts: { network: ACCOUNT_MESSAGES.network, unexpected: ACCOUNT_MESSAGES.unexpected },
  normalize: { gstNumber: upperCase, panNumber: upperCase, udyamNumber: upperCase },
});
