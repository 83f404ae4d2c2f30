export { StaffLoginPage } from './ui/staff-login-page';
export { StaffSetupPage } from './ui/staff-setup-page';
export { StaffHomePage } from './ui/staff-home-page';
export { StaffLayout } from './ui/staff-layout';
export { StaffAuditPage } from './ui/staff-audit-page';
export { StaffTeamPage } from './ui/staff-team-page';
