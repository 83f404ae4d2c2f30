export { StaffTenderPage } from './ui/staff-tender-page';
