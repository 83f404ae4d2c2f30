import { asList, baseApi } from '@/shared/api/base-api';
import { tenderHostUrl } from '@/shared/api/tender-host';
import type {
  LoginAnswer,
  LoginPayload,
  SessionAnswer,
  SessionUser,
  SignUpPayload,
  VendorRegistrationPayload,
} from '@/shared/contracts/accounts';
import type { Tender } from '@/entities/tender';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in vendor, or null. */
    getSession: build.query<SessionUser | null, void>({
      query: () => '/api/session',
      transformResponse: (answer: SessionAnswer | null) => answer?.user ?? null,
      providesTags: ['Session'],
    }),
    /** SPEC section 7: `POST /api/login`. The session cache is filled at once, so the next screen knows who is in. */
    logIn: build.mutation<LoginAnswer, LoginPayload>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) dispatch(authApi.util.upsertQueryData('getSession', undefined, data.user));
      },
      invalidatesTags: ['MyApplications'],
    }),
    /** SPEC section 7: the sign-up call. */
    signUp: build.mutation<WriteAnswer, SignUpPayload>({
      query: (body) => ({ url: '/login/userlogin', method: 'POST', body }),
    }),
    logOut: build.mutation<WriteAnswer, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const ended = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ended) dispatch(authApi.util.upsertQueryData('getSession', undefined, null));
      },
      invalidatesTags: ['Session', 'MyApplications'],
    }),
    registerVendor: build.mutation<WriteAnswer, VendorRegistrationPayload>({
      query: (body) => ({ url: '/api/vendors', method: 'POST', body }),
      // A new registration shows on My applications; a 401 means the session ended on the server:
      // forget the vendor the cache still names.
      invalidatesTags: (_answer, error) =>
        error && 'status' in error && error.status === 401 ? ['Session'] : error ? [] : ['MyApplications'],
    }),
    /** The tender a vendor is applying for, to offer the form only while it is open (the server checks again). */
    getApplyTender: build.query<Tender | null, string>({
      query: (tenderNo) => ({ url: tenderHostUrl('/get_tender'), params: { tenderNo } }),
      transformResponse: (answer: unknown) => asList<Tender>(answer)[0] ?? null,
    }),
  }),
});

export const { useGetSessionQuery, useLogInMutation, useSignUpMutation, useLogOutMutation, useRegisterVendorMutation, useGetApplyTenderQuery } = authApi;
