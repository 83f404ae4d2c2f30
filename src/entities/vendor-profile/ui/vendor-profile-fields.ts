import type { VendorProfile } from '@/shared/contracts/accounts';
import { useText } from '@/shared/i18n';
import type { TextFieldSpec } from '@/shared/ui/form';
import { vendorProfileText } from '../i18n/vendor-profile-text';

/**
 * The vendor profile's seven boxes (docs/spec-fields.md §2: the labels as written there), for the registration form
 * and the bid section's profile form alike.
 */
export const VENDOR_PROFILE_FIELDS: Array<TextFieldSpec<keyof VendorProfile>> = [
  { field: 'vendorName', label: 'Vendor Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    field: 'mobileNumber',
    label: 'Mobile Number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 10,
    help: '10 digits, starting with 6, 7, 8 or 9.',
  },
  { field: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  {
    field: 'gstNumber',
    label: 'G.S.T Number',
    maxLength: 15,
    autoCapitalize: 'characters',
    placeholder: '27ABCDE1234F1Z5',
    help: '15 characters: state code, your PAN, entity number, Z and a check character.',
  },
  {
    field: 'panNumber',
    label: 'Pancard Number',
    maxLength: 10,
    autoCapitalize: 'characters',
    placeholder: 'ABCDE1234F',
    help: '5 letters, 4 digits and a letter.',
  },
  {
    field: 'udyamNumber',
    label: 'Udyam Aadhar',
    maxLength: 19,
    autoCapitalize: 'characters',
    placeholder: 'UDYAM-MH-00-0000000',
    help: 'As on your Udyam registration certificate: UDYAM-XX-00-0000000.',
  },
];

/** The seven boxes in the page's language (English: the spec's labels as above). */
export function useVendorProfileFields(): Array<TextFieldSpec<keyof VendorProfile>> {
  const t = useText(vendorProfileText);
  return VENDOR_PROFILE_FIELDS.map((spec) => ({ ...spec, label: t(spec.label), help: spec.help && t(spec.help as string) }));
}
