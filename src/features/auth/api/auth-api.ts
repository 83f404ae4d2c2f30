import { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint, sessionApi, signUpEndpoint } from '@/entities/session';
import { registerVendorEndpoint } from '@/entities/vendor-profile';
import { fromContract } from '@/shared/api/contract-query';
import { refusalStatus } from '@/shared/api/refusal';

/** The session cache's "nobody is logged in" (the read lives on `sessionApi`, which this api extends). */
const nobodyLoggedIn = () => sessionApi.util.upsertQueryData('getSession', undefined, null);
type NobodyLoggedIn = ReturnType<typeof nobodyLoggedIn>;

/**
 * Once a log-out or a password reset succeeds, nobody is logged in here any more: the session cache says so at
 * once, without a read. A failure leaves it as it was.
 */
async function endSession({ dispatch, queryFulfilled }: { dispatch: (action: NobodyLoggedIn) => unknown; queryFulfilled: Promise<unknown> }) {
  const ended = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (ended) dispatch(nobodyLoggedIn());
}

/** The session's read lives in `@/entities/session` (the tender board reads it too); its cache is written here. */
export const authApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/spec-fields.md §7: `POST /api/login`. The session cache is filled at once, so the next screen knows who is in. */
    logIn: build.mutation({
      ...fromContract(loginEndpoint),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) dispatch(authApi.util.upsertQueryData('getSession', undefined, data.user));
      },
      invalidatesTags: ['MyApplications', 'VendorProfile'],
    }),
    /** docs/spec-fields.md §7: the sign-up call. */
    signUp: build.mutation(fromContract(signUpEndpoint)),
    logOut: build.mutation({
      ...fromContract(logoutEndpoint),
      onQueryStarted: (_request, lifecycle) => endSession(lifecycle),
      invalidatesTags: ['Session', 'MyApplications', 'VendorProfile'],
    }),
    registerVendor: build.mutation({
      ...fromContract(registerVendorEndpoint),
      // A new registration shows on My applications; a 401 means the session ended on the server:
      // forget the vendor the cache still names.
      invalidatesTags: (_answer, error) =>
        error && refusalStatus(error) === 401 ? ['Session'] : error ? [] : ['MyApplications', 'VendorProfile'],
    }),
    /** "Forgot password?": the same answer for any address. */
    requestPasswordReset: build.mutation(fromContract(forgotPasswordEndpoint)),
    /** The reset link's page: every session of the account ends, this one included. */
    resetPassword: build.mutation({
      ...fromContract(resetPasswordEndpoint),
      onQueryStarted: (_request, lifecycle) => endSession(lifecycle),
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
