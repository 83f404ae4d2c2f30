import type { z } from 'zod';
import type { staffMemberAddSchema, staffMemberRecordSchema, staffMemberRoleSchema } from './staff-member.schema';

export type StaffMemberRecord = z.output<typeof staffMemberRecordSchema>;
export type StaffMemberAdd = z.input<typeof staffMemberAddSchema>;
export type StaffMemberRoleChange = z.input<typeof staffMemberRoleSchema>;

export const STAFF_MEMBER_MESSAGES = {
  nameRequired: 'Enter the member\'s name.',
  emailInvalid: 'Enter an e-mail address.',
  roleRequired: 'Choose a role.',
  lastAdmin: 'This is the last active admin: make another member admin first, so someone can still manage staff.',
  notFound: 'No such staff member.',
} as const;
