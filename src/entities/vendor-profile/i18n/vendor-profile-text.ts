import { defineTextCatalogue } from '@/shared/i18n';

/** The vendor profile's labels and hints in Marathi, keyed by the spec's English labels (which stay where they are). */
export const vendorProfileText = defineTextCatalogue('vendor-profile', () => import(/* webpackChunkName: "mr-screens" */ './vendor-profile-text.mr'));
