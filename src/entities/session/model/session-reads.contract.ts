import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';

/** Who is asking: a personal read, never cached, sent `no-store` (the vendor's profile is the vendor-profile entity's read). */

/** What the client learns about the logged-in vendor (`SessionUser`; never the password hash). */
const sessionUserSchema = z.object({ firstname: z.string(), lastname: z.string(), email: z.string() });

/** `GET /api/session`: the logged-in vendor, `user: null` when nobody is logged in. */
export const sessionRead = endpoint({
  method: 'GET',
  path: '/api/session',
  answers: readAnswers(z.object({ success: z.boolean(), user: sessionUserSchema.nullable() })),
});
