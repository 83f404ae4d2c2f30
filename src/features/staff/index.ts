export { StaffLoginPage } from './ui/staff-login-page';
export { StaffSetupPage } from './ui/staff-setup-page';
export { StaffHomePage } from './ui/staff-home-page';
export { LeadsPage } from './ui/leads-page';
export { LeadPage } from './ui/lead-page';
