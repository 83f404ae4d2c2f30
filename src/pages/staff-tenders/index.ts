export { StaffTendersPage } from './ui/staff-tenders-page';
