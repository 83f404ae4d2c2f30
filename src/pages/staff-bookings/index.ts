export { StaffBookingsPage } from './ui/staff-bookings-page';
