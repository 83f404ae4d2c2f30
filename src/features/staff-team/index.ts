export { useAddStaffMemberMutation, useChangeStaffRoleMutation, useDisableStaffMemberMutation, useGetStaffMembersQuery, useResetStaffMemberMutation } from './api/team-api';
export { staffMemberAddFormMachine } from './model/staff-member-add-form.machine';
export type { StaffMemberAddValues } from './model/staff-member-add-form.machine';
