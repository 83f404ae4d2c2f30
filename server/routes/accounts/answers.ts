import { z } from 'zod';
import { sessionUserSchema } from '@/entities/session/model/session.contract';
import { jsonSchemaOf } from '../../lib/contract-route';

/** `GET /api/session`'s answer as the read table declares it, made from the session contract's user. */
export const sessionAnswer = jsonSchemaOf(z.object({ success: z.boolean(), user: sessionUserSchema.nullable() }));
