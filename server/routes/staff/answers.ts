import { writeAnswer } from '../../lib/write-route';

/**
 * The staff routes' answer schemas. Fastify serialises through them, so nothing beyond these fields (a
 * password hash, a sealed secret, a staff id) can reach a client by accident.
 */

export const refusal = writeAnswer;
