export { STAFF_MEMBER_MESSAGES, type StaffMemberAdd, type StaffMemberRecord, type StaffMemberRoleChange } from './model/staff-member';
export { staffMemberAddSchema, staffMemberRecordSchema, staffMemberRoleSchema } from './model/staff-member.schema';
