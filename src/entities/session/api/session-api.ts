import { baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import type { SessionUser } from '@/shared/contracts/accounts';
import { sessionRead } from '../model/session-reads.contract';

/**
 * Who is logged in: read by the header's session indicator and the log-in screens (`features/auth`, which
 * writes this cache on log-in and log-out) and by the tender board, whose Apply goes straight to the vendor
 * registration for a vendor already logged in. One cache entry for all of them, so one request per page.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in vendor, or null. */
    getSession: build.query<SessionUser | null, void>({
      ...fromContractAs(sessionRead, (answer) => answer?.user ?? null),
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
