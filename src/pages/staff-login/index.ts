export { StaffLoginPage } from './ui/staff-login-page';
