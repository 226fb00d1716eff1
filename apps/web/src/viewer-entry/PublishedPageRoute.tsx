import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks.js';
import { signInRedirectTarget } from '../features/appAuth/signInRedirect.js';
import { pageRequested, selectPage } from '../features/multipage/pageSlice.js';
import { AccessDeniedScreen, NotFoundScreen } from '../shell/errors/index.js';
import { Loading } from '../shell/ui/Loading.js';
import { PublishedLayout } from './PublishedLayout.js';

/**
 * `/` and `/{page_slug}` of a published app. A visitor the app wants signed in (401 naming its
 * sign-in page) is sent there, with the way back; other refusals show Access Denied.
 */
export function PublishedPageRoute({ appName }: { appName: string }) {
  const { pageSlug = '' } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  useEffect(() => {
    dispatch(pageRequested({ appName, pageSlug }));
  }, [dispatch, appName, pageSlug]);

  if (page.status === 'failed') {
    const { loadError } = page;
    if (
      loadError?.status === 401 &&
      loadError.signInPath &&
      loadError.signInPath !== location.pathname
    )
      return (
        <Navigate
          to={signInRedirectTarget(loadError.signInPath, `${location.pathname}${location.search}`)}
          replace
        />
      );
    return loadError?.status === 404 ? <NotFoundScreen /> : <AccessDeniedScreen />;
  }
  const showing =
    page.status === 'ready' &&
    page.requested?.pageSlug === pageSlug &&
    page.page_slug === pageSlug.toLowerCase();
  if (!showing) return <Loading fullScreen />;
  return <PublishedLayout appName={appName} />;
}
