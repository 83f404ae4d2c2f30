import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs } from '@/shared/api/contract-query';
import {
  staffLoginCodeEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffSessionRead,
  staffSetupEndpoint,
  staffSetupRead,
} from '@/entities/staff-member';

/**
 * The staff desk's calls (`/api/staff/…`). The session read is filled at sign-in (no second request)
 * and dropped as soon as no screen shows it, so a signed-out desk never shows a member from the cache.
 */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who the set-up link is for, and the authenticator to enrol; 410 when it expired or was used. */
    getStaffSetup: build.query({ ...fromContract(staffSetupRead), keepUnusedDataFor: 0 }),
    setUpStaff: build.mutation(fromContract(staffSetupEndpoint)),
    /** The signed-in member; a 401 (an error) when nobody is. */
    getStaffSession: build.query({ ...fromContractAs(staffSessionRead, (answer) => answer.staff), keepUnusedDataFor: 0 }),
    staffLogIn: build.mutation(fromContract(staffLoginEndpoint)),
    staffLogInCode: build.mutation({
      ...fromContract(staffLoginCodeEndpoint),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.staff) dispatch(staffApi.util.upsertQueryData('getStaffSession', undefined, data.staff));
      },
    }),
    staffLogOut: build.mutation(fromContract(staffLogoutEndpoint)),
  }),
});

export const {
  useGetStaffSetupQuery,
  useSetUpStaffMutation,
  useGetStaffSessionQuery,
  useStaffLogInMutation,
  useStaffLogInCodeMutation,
  useStaffLogOutMutation,
} = staffApi;
