import { RECORD_PARAMETER } from '@tessera/domain';
import { useEffect } from 'react';
import { useAppLocation } from '../../../shell/navigation/navigation.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { AccessDeniedScreen, NotFoundScreen } from '../../../shell/errors/index.js';
import { Loading } from '../../../shell/ui/Loading.js';
import { MultipageLayout } from './MultipageLayout.js';
import { pageRequested, selectPage } from '../../multipage/pageSlice.js';

type Props = { appName: string; pageSlug: string; dashboardHost: string };

/**
 * A page of a multi-page app on the app's own host. A `token` in the query is the dashboard's
 * editor hand-off: it is exchanged for this host's session before the page loads.
 */
export function MultipageRoute({ appName, pageSlug, dashboardHost }: Props) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectPage(state).status);
  const loadError = useAppSelector((state) => selectPage(state).loadError);
  const requested = useAppSelector((state) => selectPage(state).requested);
  const loadedSlug = useAppSelector((state) => selectPage(state).page_slug);
  // The page opened on another row (?record=) reads again.
  const record = new URLSearchParams(useAppLocation().search).get(RECORD_PARAMETER);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    dispatch(pageRequested({ appName, pageSlug, ...(token ? { token } : {}) }));
  }, [dispatch, appName, pageSlug, record]);

  if (status === 'failed') {
    return loadError?.status === 404 ? <NotFoundScreen /> : <AccessDeniedScreen />;
  }
  const showing =
    status === 'ready' && requested?.pageSlug === pageSlug && loadedSlug === pageSlug.toLowerCase();
  if (!showing) return <Loading fullScreen />;
  return <MultipageLayout appName={appName} dashboardHost={dashboardHost} />;
}
