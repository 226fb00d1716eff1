import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiError } from '../api/baseQuery.js';
import { adminGuardRedirect } from '../features/admin/adminSession.js';
import { authApi } from '../features/auth/authApi.js';
import { forgetSignedInUser } from '../features/auth/sessionKeys.js';
import { HttpStatusError } from '../shell/errors/HttpStatusError.js';
import type { AppStore } from './store.js';

export const SIGN_IN_PATH = '/dashboard/auth';

/** §6: admin-only paths need an unexpired admin flag, else /admin-login with the full path. */
export function requireAdminSession({ request }: LoaderFunctionArgs) {
  const signIn = adminGuardRedirect(request.url, window.sessionStorage, Date.now());
  return signIn ? redirect(signIn) : null;
}

/** Dashboard pages need a signed-in owner (GET /api/auth); without one, sign in first. */
export function requireOwner(store: AppStore) {
  return async () => {
    const lookup = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    try {
      await lookup.unwrap();
      return null;
    } catch (caught) {
      const error = caught as Partial<ApiError>;
      if (error.status === 401) {
        forgetSignedInUser(window.localStorage);
        return redirect(SIGN_IN_PATH);
      }
      throw new HttpStatusError(
        error.status || 500,
        error.message ?? 'Could not load your account.',
      );
    } finally {
      lookup.unsubscribe();
    }
  };
}
