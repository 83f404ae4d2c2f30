export { StaffAuditPage } from './ui/staff-audit-page';
