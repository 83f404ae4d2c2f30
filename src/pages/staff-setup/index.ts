export { StaffSetupPage } from './ui/staff-setup-page';
