import { writeAnswer } from '../../lib/write-route';

/**
 * The staff routes' answer schemas. Fastify serialises through them, so nothing beyond these fields (a
 * password hash, a sealed secret, a staff id) can reach a client by accident.
 */

export const refusal = writeAnswer;

/** Any JSON value (a change's from and to). */
const anyValue = {} as const;

const auditEntry = {
  type: 'object',
  required: ['id', 'at', 'actor', 'action', 'subject', 'changes', 'ip', 'verified'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    actor: {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { type: 'string', enum: ['staff', 'cli', 'anonymous'] },
        staffId: { type: 'integer' },
        email: { type: 'string' },
        role: { type: 'string' },
        user: { type: 'string' },
      },
    },
    action: { type: 'string' },
    subject: { type: 'string' },
    changes: { type: 'object', additionalProperties: { type: 'object', properties: { from: anyValue, to: anyValue } } },
    ip: { type: 'string' },
    verified: { type: 'boolean' },
  },
} as const;

export const auditPageAnswer = {
  type: 'object',
  required: ['success', 'entries', 'next'],
  properties: { success: { type: 'boolean' }, entries: { type: 'array', items: auditEntry }, next: { type: ['integer', 'null'] } },
} as const;

export const auditVerifyAnswer = {
  type: 'object',
  required: ['success', 'ok', 'entries', 'broken'],
  properties: {
    success: { type: 'boolean' },
    ok: { type: 'boolean' },
    entries: { type: 'integer' },
    broken: {
      type: ['object', 'null'],
      required: ['id', 'at', 'action', 'reason'],
      properties: { id: { type: 'integer' }, at: { type: 'string' }, action: { type: 'string' }, reason: { type: 'string' } },
    },
  },
} as const;

