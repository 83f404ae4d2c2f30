import { writeAnswer } from '../../lib/write-route';
import { STAFF_ROLES } from '../../../src/shared/contracts/staff';

/**
 * The staff routes' answer schemas. Fastify serialises through them, so nothing beyond these fields (a
 * password hash, a sealed secret, a staff id) can reach a client by accident.
 */

const staffMember = {
  type: 'object',
  required: ['email', 'name', 'role'],
  properties: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', enum: [...STAFF_ROLES] } },
} as const;

export const refusal = writeAnswer;

export const setupInfoAnswer = {
  type: 'object',
  required: ['success', 'staff', 'totp'],
  properties: {
    success: { type: 'boolean' },
    staff: { type: 'object', required: ['email', 'name'], properties: { email: { type: 'string' }, name: { type: 'string' } } },
    totp: {
      type: 'object',
      required: ['secret', 'uri', 'qrSvg'],
      properties: { secret: { type: 'string' }, uri: { type: 'string' }, qrSvg: { type: 'string' } },
    },
  },
} as const;

export const loginStepAnswer = {
  type: 'object',
  required: ['success', 'message', 'step'],
  properties: { ...writeAnswer.properties, step: { type: 'string', enum: ['code'] } },
} as const;

export const signedInAnswer = {
  type: 'object',
  required: ['success', 'message', 'staff'],
  properties: { ...writeAnswer.properties, staff: staffMember },
} as const;

export const sessionAnswer = {
  type: 'object',
  required: ['success', 'staff'],
  properties: { success: { type: 'boolean' }, staff: staffMember },
} as const;

const staffListing = {
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'status', 'lockedUntil', 'lastSignInAt', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', enum: [...STAFF_ROLES] },
    status: { type: 'string', enum: ['active', 'disabled', 'not set up'] },
    lockedUntil: { type: ['string', 'null'] },
    lastSignInAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

export const staffListAnswer = {
  type: 'object',
  required: ['success', 'members'],
  properties: { success: { type: 'boolean' }, members: { type: 'array', items: staffListing } },
} as const;

/** Adding a member or resetting one: the one-time set-up link, shown once. */
export const setupLinkAnswer = {
  type: 'object',
  required: ['success', 'message', 'setupLink'],
  properties: { ...writeAnswer.properties, setupLink: { type: 'string' } },
} as const;
