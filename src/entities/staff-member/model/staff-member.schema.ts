import { z } from 'zod';
import { text, whole } from '@/shared/lib/record-schema';
import { STAFF_ROLES } from '@/shared/contracts/staff';
import { STAFF_MEMBER_MESSAGES } from './staff-member.messages';

/** A staff member as the desk's team screen lists them (never a hash or a secret). */
export const staffMemberRecordSchema = z.object({
  id: whole,
  email: text,
  name: text,
  role: z.enum(STAFF_ROLES),
  /** `active`, `disabled`, or `not set up` (no password or authenticator yet). */
  status: z.enum(['active', 'disabled', 'not set up']),
  /** While in the future the member cannot sign in (five failures). */
  lockedUntil: text.nullable(),
  /** The last successful sign-in, from the audit log; null if never. */
  lastSignInAt: text.nullable(),
  createdAt: text,
});

const role = z.enum(STAFF_ROLES, { errorMap: () => ({ message: STAFF_MEMBER_MESSAGES.roleRequired }) });

export const staffMemberAddSchema = z.object({
  email: z
    .string({ required_error: STAFF_MEMBER_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, STAFF_MEMBER_MESSAGES.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_MEMBER_MESSAGES.emailInvalid),
  name: z.string({ required_error: STAFF_MEMBER_MESSAGES.nameRequired }).trim().min(1, STAFF_MEMBER_MESSAGES.nameRequired).max(120, 'Use at most 120 characters.'),
  role,
});

export const staffMemberRoleSchema = z.object({ role });
