import type { z } from 'zod';
import type { staffMemberAddSchema, staffMemberRecordSchema, staffMemberRoleSchema } from './staff-member.schema';

export { STAFF_MEMBER_MESSAGES } from './staff-member.messages';

export type StaffMemberRecord = z.output<typeof staffMemberRecordSchema>;
export type StaffMemberAdd = z.input<typeof staffMemberAddSchema>;
export type StaffMemberRoleChange = z.input<typeof staffMemberRoleSchema>;
