import type {
  AuthUser,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
} from '@tessera/contracts';
import { api } from '../../api/api.js';
import { clearAdminSession } from '../admin/adminSession.js';
import { forgetSignedInUser, rememberSignedInUser } from './sessionKeys.js';

type AuthUserResponse = { user: AuthUser };

/** Keeps the `_id`/`_email` global query values in step with the signed-in user. */
async function rememberUserOnSuccess(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<{ data: AuthUser }> },
) {
  try {
    const { data } = await queryFulfilled;
    rememberSignedInUser(window.localStorage, data);
  } catch {
    // The form shows the error; nothing to remember.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<AuthUser, void>({
      query: () => ({ url: '/api/auth' }),
      transformResponse: (response: AuthUserResponse) => response.user,
      providesTags: ['Auth'],
      onQueryStarted: rememberUserOnSuccess,
    }),
    signIn: build.mutation<AuthUser, SignInRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', data: body }),
      transformResponse: (response: AuthUserResponse) => response.user,
      invalidatesTags: ['Auth', 'Workspace', 'Spreadsheet', 'Board', 'App'],
      onQueryStarted: rememberUserOnSuccess,
    }),
    signUp: build.mutation<AuthUser, SignUpRequest>({
      query: (body) => ({ url: '/api/auth/signup', method: 'POST', data: body }),
      transformResponse: (response: AuthUserResponse) => response.user,
      invalidatesTags: ['Auth', 'Workspace', 'Spreadsheet', 'Board', 'App'],
      onQueryStarted: rememberUserOnSuccess,
    }),
    /**
     * The dashboard's first-run tour was taken or declined: kept for the account, so no browser
     * offers it again. The current user says so at once.
     */
    settleTour: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/tour', method: 'POST' }),
      transformResponse: () => null,
      onQueryStarted(_arg, { dispatch }) {
        dispatch(
          authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
            user.tourSettled = true;
          }),
        );
      },
    }),
    /** E-mails a link to choose a new password; the answer is the same for any address. */
    forgotPassword: build.mutation<string, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', data: body }),
      transformResponse: (response: { message: string }) => response.message,
    }),
    resetPassword: build.mutation<string, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', data: body }),
      transformResponse: (response: { message: string }) => response.message,
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      transformResponse: () => null,
      async onQueryStarted(_arg, { queryFulfilled, dispatch }) {
        try {
          await queryFulfilled;
        } finally {
          // Even if the server could not be reached, this browser forgets the user.
          forgetSignedInUser(window.localStorage);
          // The server ends the admin session with the dashboard one.
          clearAdminSession(window.sessionStorage);
          dispatch(api.util.resetApiState());
        }
      },
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useSignInMutation,
  useSignUpMutation,
  useSignOutMutation,
  useSettleTourMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
