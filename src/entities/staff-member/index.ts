export { STAFF_MEMBER_MESSAGES, type StaffMemberAdd, type StaffMemberRecord, type StaffMemberRoleChange } from './model/staff-member';
export { staffMemberAddSchema, staffMemberRecordSchema, staffMemberRoleSchema } from './model/staff-member.schema';
export {
  addStaffMemberEndpoint,
  changeStaffRoleEndpoint,
  disableStaffMemberEndpoint,
  resetStaffMemberEndpoint,
  setupLinkAnswerSchema,
  staffLoginCodeEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffMemberSchema,
  staffMembersRead,
  staffSessionRead,
  staffSetupEndpoint,
  staffSetupRead,
  type StaffSetupInfo,
} from './model/staff-member.contract';
