export { ConsultationPage } from './ui/consultation-page';
export { ManageBookingPage } from './ui/manage-booking-page';
