import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';

/** The reads about who is asking: the logged-in vendor, and their saved profile. Never cached, sent `no-store`. */

/** What the client learns about the logged-in vendor (`SessionUser`; never the password hash). */
const sessionUserSchema = z.object({ firstname: z.string(), lastname: z.string(), email: z.string() });

/** `GET /api/session`: the logged-in vendor, `user: null` when nobody is logged in. */
export const sessionRead = endpoint({
  method: 'GET',
  path: '/api/session',
  answers: readAnswers(z.object({ success: z.boolean(), user: sessionUserSchema.nullable() })),
});

/**
 * `GET /api/vendors/profile?tenderNo=`: the seven saved fields (null before the first registration), the
 * registration for that tender (or null) and the vendor's trades; 401 when nobody is logged in.
 */
export const vendorProfileRead = endpoint({
  method: 'GET',
  path: '/api/vendors/profile',
  query: z.object({ tenderNo: z.unknown() }),
  answers: readAnswers(
    z.object({
      success: z.boolean(),
      profile: z
        .object({
          vendorName: z.string(),
          email: z.string(),
          mobileNumber: z.string(),
          companyName: z.string(),
          gstNumber: z.string(),
          panNumber: z.string(),
          udyamNumber: z.string(),
        })
        .nullable(),
      registered: z.object({ tenderNo: z.string(), appliedAt: z.string(), companyName: z.string() }).nullable(),
      trades: z.array(z.string()),
    }),
    [401],
  ),
});
