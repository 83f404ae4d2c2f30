export { VendorRegistrationPage } from './ui/vendor-registration-page';
