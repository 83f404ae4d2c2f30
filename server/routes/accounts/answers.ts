/**
 * Response schemas of the account routes. Fastify serialises through them, so nothing beyond these
 * fields (a password hash, an account id) can ever reach a client by accident.
 */

const errorsObject = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const writeAnswer = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, errors: errorsObject },
} as const;

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

/** The same schema for every refusal a write can get. */
export const refusals = { 400: writeAnswer, 401: writeAnswer, 403: writeAnswer, 409: writeAnswer, 429: writeAnswer } as const;

/** True for a unique-constraint violation on SQLite or PostgreSQL (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
