import { z } from 'zod';
import { endpoint, readAnswers, VENDOR_REFUSALS } from '@/shared/contracts/endpoint';

/** The logged-in vendor's profile as they read it back: a personal read, never cached, sent `no-store`. */

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
    VENDOR_REFUSALS,
  ),
});
