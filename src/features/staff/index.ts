export { StaffLayout } from './ui/staff-layout';
export { useGetStaffSessionQuery, useStaffLogInCodeMutation, useStaffLogInMutation, useGetStaffSetupQuery, useSetUpStaffMutation } from './api/staff-api';
export { deskAreasFor } from './config/desk-areas';
export { staffLoginMachine } from './model/staff-login.machine';
export type { StaffLoginValues } from './model/staff-login.machine';
export { staffSetupFormMachine } from './model/staff-setup-form.machine';
export type { StaffSetupValues } from './model/staff-setup-form.machine';
export { StaffCard } from './ui/staff-card';
