export { StaffAvailabilityPage } from './ui/staff-availability-page';
