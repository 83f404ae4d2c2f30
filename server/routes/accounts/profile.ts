/** The vendor profile's rules and SQL are the service's; this name is kept for the modules that import it here. */
export { completedProfile, saveVendorProfile, saveVendorTrades, vendorProfile, vendorTrades } from '../../accounts/profile-service';
