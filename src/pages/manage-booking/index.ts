export { ManageBookingPage } from './ui/manage-booking-page';
