import type { AppAuthHandlers } from '@tessera/blocks';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useAppNavigation } from '../../shell/navigation/navigation.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { pageRequested, selectPage } from '../multipage/pageSlice.js';
import {
  useAppForgotPasswordMutation,
  useAppRegisterMutation,
  useAppSignInMutation,
} from './appAuthApi.js';
import { afterSignInPath, signInPagesOf } from './signInRedirect.js';

type Failed = { error: Parameters<typeof apiErrorMessage>[0] };
const failedWith = (result: object): result is Failed => 'error' in result;

/**
 * The sign-in calls the login, register and forgot-password blocks of a published app make. After
 * signing in, the visitor goes where the sign-in page was asked from (its `redirect`), else home;
 * the page loads again either way, now as the signed-in user.
 */
export function useAppAuthHandlers(appName: string | null): AppAuthHandlers {
  const dispatch = useAppDispatch();
  const { navigate, location } = useAppNavigation();
  const page = useAppSelector(selectPage);
  const [signIn] = useAppSignInMutation();
  const [register] = useAppRegisterMutation();
  const [forgotPassword] = useAppForgotPasswordMutation();

  return useMemo(() => {
    const enter = () => {
      const target = afterSignInPath(location.search);
      if (target.split('?', 1)[0] === location.pathname) {
        const pageSlug = location.pathname.replace(/^\/+/, '');
        dispatch(pageRequested({ appName: appName ?? '', pageSlug }));
      }
      navigate(target, { replace: true });
    };
    return {
      async signIn(values) {
        const result = await signIn(values);
        if (failedWith(result)) throw new Error(apiErrorMessage(result.error) ?? undefined);
        enter();
      },
      async register(values) {
        const result = await register(values);
        if (failedWith(result)) throw new Error(apiErrorMessage(result.error) ?? undefined);
        if (result.data.user) enter();
        return result.data.user ? null : result.data.message;
      },
      async forgotPassword(values) {
        const result = await forgotPassword(values);
        if (failedWith(result)) throw new Error(apiErrorMessage(result.error) ?? undefined);
        return result.data;
      },
      pages: signInPagesOf(page.sign_in_pages, page.pages),
    };
  }, [
    appName,
    dispatch,
    navigate,
    location.search,
    location.pathname,
    page.sign_in_pages,
    page.pages,
    signIn,
    register,
    forgotPassword,
  ]);
}
