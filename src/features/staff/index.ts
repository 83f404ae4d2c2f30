export { StaffLoginPage } from './ui/staff-login-page';
export { StaffSetupPage } from './ui/staff-setup-page';
export { StaffHomePage } from './ui/staff-home-page';
export { StaffTendersPage } from './ui/staff-tenders-page';
export { StaffTenderFormPage } from './ui/staff-tender-form-page';
export { StaffTenderPage } from './ui/staff-tender-page';
