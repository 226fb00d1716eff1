import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiError } from '../api/baseQuery.js';
import { adminGuardRedirect } from '../features/admin/adminSession.js';
import { authApi } from '../features/auth/authApi.js';
import { forgetSignedInUser, rememberReturnPath } from '../features/auth/sessionKeys.js';
import { HttpStatusError } from '../shell/errors/HttpStatusError.js';
import { dashboardHostRedirect } from '../shell/layouts/dashboardHost.js';
import { settingsApi } from '../shell/settingsApi.js';
import type { AppStore } from './store.js';

export const SIGN_IN_PATH = '/dashboard/auth';

/**
 * Dashboard pages live on the dashboard host (§2.2 Main layout). On another host the same path
 * opens there, before any check that only the dashboard host's session could pass.
 */
async function leftForDashboardHost(store: AppStore, requestUrl: string): Promise<boolean> {
  const lookup = store.dispatch(settingsApi.endpoints.getPublicSetting.initiate('DASHBOARD_HOST'));
  try {
    const target = dashboardHostRedirect(new URL(requestUrl), await lookup.unwrap());
    if (target) window.location.replace(target);
    return target !== null;
  } catch {
    // Without the setting the page stays where it is; the Main layout tries again.
    return false;
  } finally {
    lookup.unsubscribe();
  }
}

/** §6: admin-only paths need an unexpired admin flag, else /admin-login with the full path. */
export function requireAdminSession(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (await leftForDashboardHost(store, request.url)) return null;
    const signIn = adminGuardRedirect(request.url, window.sessionStorage, Date.now());
    return signIn ? redirect(signIn) : null;
  };
}

/** Dashboard pages need a signed-in owner (GET /api/auth); without one, sign in first. */
export function requireOwner(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (await leftForDashboardHost(store, request.url)) return null;
    const lookup = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    try {
      await lookup.unwrap();
      return null;
    } catch (caught) {
      const error = caught as Partial<ApiError>;
      if (error.status === 401) {
        forgetSignedInUser(window.localStorage);
        // Signed in, the owner comes back to the page a link asked for (not only /dashboard).
        const asked = new URL(request.url);
        rememberReturnPath(window.localStorage, `${asked.pathname}${asked.search}`);
        return redirect(SIGN_IN_PATH);
      }
      // Unanswered (offline): the failure itself, reported as such on the error screen.
      if (!error.status) throw caught;
      throw new HttpStatusError(error.status, error.message ?? 'Could not load your account.');
    } finally {
      lookup.unsubscribe();
    }
  };
}
