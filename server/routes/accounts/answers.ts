import { writeAnswer } from '../../lib/write-route';

/**
 * The account routes' answer schemas beyond the plain write answer. Fastify serialises through them,
 * so nothing beyond these fields (a password hash, an account id) can ever reach a client by accident.
 */

const sessionUser = {
  type: 'object',
  required: ['firstname', 'lastname', 'email'],
  properties: { firstname: { type: 'string' }, lastname: { type: 'string' }, email: { type: 'string' } },
} as const;

export const loginAnswer = {
  type: 'object',
  required: ['success', 'message'],
  properties: { ...writeAnswer.properties, user: sessionUser },
} as const;

export const sessionAnswer = {
  type: 'object',
  required: ['success', 'user'],
  properties: { success: { type: 'boolean' }, user: { ...sessionUser, nullable: true } },
} as const;

/** True for a unique-constraint violation on SQLite or PostgreSQL (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
