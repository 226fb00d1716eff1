import { RECORD_PARAMETER } from '@tessera/domain';
import { useEffect, useEffectEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks.js';
import { pageRequested, selectPage } from '../features/multipage/pageSlice.js';
import { NotFoundScreen } from '../shell/errors/NotFoundScreen.js';
import { NavigateTo } from '../shell/navigation/NavigateTo.js';
import { useAppLocation } from '../shell/navigation/navigation.js';
import { useGetPublicSettingQuery } from '../shell/settingsApi.js';
import { dashboardUrl } from '../features/viewer/dashboardLinks.js';
import { Loading } from '../shell/ui/Loading.js';
import { AccessDeniedWithSignIn } from './AccessDeniedWithSignIn.js';
import { PublishedLayout } from './PublishedLayout.js';
import { publishedPageView } from './publishedPageView.js';
import { useViewerAppName } from './useViewerAppName.js';

/**
 * `/` and `/{page_slug}` of a published app. A visitor the app wants signed in (401 naming its
 * sign-in page) is sent there, with the way back; other refusals show Access Denied (with a Sign in
 * link when a private app's guest can sign in).
 */
export function PublishedPageRoute({ pageSlug }: { pageSlug: string }) {
  const location = useAppLocation();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const appName = useViewerAppName();
  // The host already names the app to the server: learning its name later loads nothing again.
  const requestPage = useEffectEvent((slug: string) => {
    dispatch(pageRequested({ appName: appName ?? '', pageSlug: slug }));
  });
  // The page opened on another row (an item button, a Page action, back or forward) reads again.
  const record = new URLSearchParams(location.search).get(RECORD_PARAMETER);
  useEffect(() => {
    requestPage(pageSlug);
  }, [pageSlug, record]);

  // Its owner opens a private app from the dashboard (dashboard/useEditAppLink.ts).
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const ownerLink =
    appName && dashboardHost !== undefined
      ? dashboardUrl(
          dashboardHost,
          `/dashboard?edit_app=${encodeURIComponent(appName)}`,
          window.location,
        )
      : null;
  const view = publishedPageView(page, {
    pageSlug,
    pathname: location.pathname,
    search: location.search,
  });
  switch (view.kind) {
    case 'signIn':
      return <NavigateTo to={view.to} replace />;
    case 'notFound':
      return <NotFoundScreen />;
    case 'accessDenied':
      return <AccessDeniedWithSignIn signInTo={view.signInTo} ownerLink={ownerLink} />;
    case 'page':
      return <PublishedLayout appName={appName} />;
    case 'loading':
      return <Loading fullScreen />;
  }
}
