import { baseApi } from '@/shared/api/base-api';
import type {
  StaffCodePayload,
  StaffLoginPayload,
  StaffLoginStepAnswer,
  StaffMember,
  StaffSessionAnswer,
  StaffSetupInfo,
  StaffSetupPayload,
  StaffSignedInAnswer,
} from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

/**
 * The staff desk's calls (`/api/staff/…`). The session read is filled at sign-in (no second request)
 * and dropped as soon as no screen shows it, so a signed-out desk never shows a member from the cache.
 */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who the set-up link is for, and the authenticator to enrol; 410 when it expired or was used. */
    getStaffSetup: build.query<StaffSetupInfo, string>({
      query: (token) => ({ url: '/api/staff/setup', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    setUpStaff: build.mutation<WriteAnswer, StaffSetupPayload>({
      query: (body) => ({ url: '/api/staff/setup', method: 'POST', body }),
    }),
    /** The signed-in member; a 401 (an error) when nobody is. */
    getStaffSession: build.query<StaffMember, void>({
      query: () => '/api/staff/session',
      transformResponse: (answer: StaffSessionAnswer) => answer.staff,
      keepUnusedDataFor: 0,
    }),
    staffLogIn: build.mutation<StaffLoginStepAnswer, StaffLoginPayload>({
      query: (body) => ({ url: '/api/staff/login', method: 'POST', body }),
    }),
    staffLogInCode: build.mutation<StaffSignedInAnswer, StaffCodePayload>({
      query: (body) => ({ url: '/api/staff/login/code', method: 'POST', body }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.staff) dispatch(staffApi.util.upsertQueryData('getStaffSession', undefined, data.staff));
      },
    }),
    staffLogOut: build.mutation<WriteAnswer, void>({
      query: () => ({ url: '/api/staff/logout', method: 'POST' }),
    }),
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
