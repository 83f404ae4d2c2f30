// The desk's stylesheet (the shell's and every desk screen's) comes with the shell's public index and its layout.
import './ui/staff.scss';
export { StaffLayout } from './ui/staff-layout';
export { useGetStaffSessionQuery, useStaffLogInCodeMutation, useStaffLogInMutation, useGetStaffSetupQuery, useSetUpStaffMutation } from './api/staff-api';
export { deskAreasFor } from './config/desk-areas';
export { staffLoginMachine } from './model/staff-login.machine';
export type { StaffLoginValues } from './model/staff-login.machine';
export { staffSetupFormMachine } from './model/staff-setup-form.machine';
export type { StaffSetupValues } from './model/staff-setup-form.machine';
export { StaffCard } from './ui/staff-card';
