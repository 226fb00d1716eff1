import type { AppSessionUser } from '@tessera/contracts';
import { api } from '../../api/api.js';

export type RegisterAnswer = { user: AppSessionUser | null; message: string | null };

/**
 * The app users' session on the app's own host (login, register and forgot-password blocks). The
 * session is tagged 'Auth': signing in, registering or setting a password reads it again.
 */
export const appAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppSession: build.query<AppSessionUser | null, void>({
      query: () => ({ url: '/api/app-auth/session' }),
      transformResponse: (response: { user: AppSessionUser | null }) => response.user,
      providesTags: ['Auth'],
    }),
    appSignIn: build.mutation<AppSessionUser, { email: string; password: string }>({
      query: (body) => ({ url: '/api/app-auth/sign-in', method: 'POST', data: body }),
      transformResponse: (response: { user: AppSessionUser }) => response.user,
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
    /** The server may sign the new user in (user) or ask them to confirm first (message). */
    appRegister: build.mutation<RegisterAnswer, { name: string; email: string; password: string }>({
      query: (body) => ({ url: '/api/app-auth/register', method: 'POST', data: body }),
      transformResponse: (response: { user?: AppSessionUser | null; message?: string }) => ({
        user: response.user ?? null,
        message: response.message ?? null,
      }),
      invalidatesTags: (result) => (result?.user ? ['Auth'] : []),
    }),
    appForgotPassword: build.mutation<string, { email: string }>({
      query: (body) => ({ url: '/api/app-auth/forgot-password', method: 'POST', data: body }),
      transformResponse: (response: { message: string }) => response.message,
    }),
    appSetPassword: build.mutation<null, { token: string; password: string }>({
      query: (body) => ({ url: '/api/app-auth/set-password', method: 'POST', data: body }),
      transformResponse: () => null,
      invalidatesTags: (_result, error) => (error ? [] : ['Auth']),
    }),
    appSignOut: build.mutation<null, void>({
      query: () => ({ url: '/api/app-auth/sign-out', method: 'POST', data: {} }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useGetAppSessionQuery,
  useAppSignInMutation,
  useAppRegisterMutation,
  useAppForgotPasswordMutation,
  useAppSetPasswordMutation,
  useAppSignOutMutation,
} = appAuthApi;
