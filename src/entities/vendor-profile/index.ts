export { useGetVendorProfileQuery, useSaveVendorProfileMutation, vendorProfileApi } from './api/vendor-profile-api';
export { VENDOR_PROFILE_FIELDS } from './ui/vendor-profile-fields';
