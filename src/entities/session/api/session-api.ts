import { baseApi } from '@/shared/api/base-api';
import type { SessionAnswer, SessionUser } from '@/shared/contracts/accounts';

/**
 * Who is logged in: read by the header's session indicator and the log-in screens (`features/auth`, which
 * writes this cache on log-in and log-out) and by the tender board, whose Apply goes straight to the vendor
 * registration for a vendor already logged in. One cache entry for all of them, so one request per page.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in vendor, or null. */
    getSession: build.query<SessionUser | null, void>({
      query: () => '/api/session',
      transformResponse: (answer: SessionAnswer | null) => answer?.user ?? null,
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
