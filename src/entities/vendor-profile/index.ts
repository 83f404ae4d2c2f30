export { useGetVendorProfileQuery, useSaveVendorProfileMutation, useSaveVendorTradesMutation, vendorProfileApi } from './api/vendor-profile-api';
export { useVendorProfileFields, VENDOR_PROFILE_FIELDS } from './ui/vendor-profile-fields';
export { registerVendorEndpoint, saveVendorProfileEndpoint, saveVendorTradesEndpoint } from './model/vendor-profile.contract';
