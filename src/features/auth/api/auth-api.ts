import { sessionApi } from '@/entities/session';
import type {
  LoginAnswer,
  LoginPayload,
  SignUpPayload,
  VendorRegistrationPayload,
  ForgotPasswordPayload,
  ResetPasswordPayload,
} from '@/shared/contracts/accounts';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

/** The session's read lives in `@/entities/session` (the tender board reads it too); its cache is written here. */
export const authApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/spec-fields.md §7: `POST /api/login`. The session cache is filled at once, so the next screen knows who is in. */
    logIn: build.mutation<LoginAnswer, LoginPayload>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) dispatch(authApi.util.upsertQueryData('getSession', undefined, data.user));
      },
      invalidatesTags: ['MyApplications', 'VendorProfile'],
    }),
    /** docs/spec-fields.md §7: the sign-up call. */
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
      invalidatesTags: ['Session', 'MyApplications', 'VendorProfile'],
    }),
    registerVendor: build.mutation<WriteAnswer, VendorRegistrationPayload>({
      query: (body) => ({ url: '/api/vendors', method: 'POST', body }),
      // A new registration shows on My applications; a 401 means the session ended on the server:
      // forget the vendor the cache still names.
      invalidatesTags: (_answer, error) =>
        error && 'status' in error && error.status === 401 ? ['Session'] : error ? [] : ['MyApplications', 'VendorProfile'],
    }),
    /** "Forgot password?": the same answer for any address. */
    requestPasswordReset: build.mutation<WriteAnswer, ForgotPasswordPayload>({
      query: (body) => ({ url: '/api/password/forgot', method: 'POST', body }),
    }),
    /** The reset link's page: every session of the account ends, this one included. */
    resetPassword: build.mutation<WriteAnswer, ResetPasswordPayload>({
      query: (body) => ({ url: '/api/password/reset', method: 'POST', body }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(authApi.util.upsertQueryData('getSession', undefined, null));
      },
    }),
  }),
});

export const {
  useGetSessionQuery,
  useLogInMutation,
  useSignUpMutation,
  useLogOutMutation,
  useRegisterVendorMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
