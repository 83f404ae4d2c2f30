export { StaffLoginPage } from './ui/staff-login-page';
export { StaffSetupPage } from './ui/staff-setup-page';
export { StaffHomePage } from './ui/staff-home-page';
export { LeadsPage } from './ui/leads-page';
export { LeadPage } from './ui/lead-page';
export { StaffTendersPage } from './ui/staff-tenders-page';
export { StaffTenderFormPage } from './ui/staff-tender-form-page';
export { StaffTenderPage } from './ui/staff-tender-page';
