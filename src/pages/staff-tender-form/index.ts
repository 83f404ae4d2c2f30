export { StaffTenderFormPage } from './ui/staff-tender-form-page';
