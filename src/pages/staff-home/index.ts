export { StaffHomePage } from './ui/staff-home-page';
