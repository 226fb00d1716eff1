import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AccessDeniedScreen } from './AccessDeniedScreen.js';
import { claimChunkReload, isChunkLoadError } from './chunkReload.js';
import { ErrorPageBoundary } from './ErrorPageBoundary.js';
import { NotFoundScreen } from './NotFoundScreen.js';
import { reportError } from './reportError.js';
import { routeErrorStatus } from './routeErrorStatus.js';

/** The router's error element: reports the error and shows the screen for its status. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = routeErrorStatus(error);

  useEffect(() => {
    // A stale deployment's chunk: a reload fetches the current one (at most once a minute).
    if (isChunkLoadError(error) && claimChunkReload(window.sessionStorage, Date.now())) {
      window.location.reload();
      return;
    }
    if (status !== 404) reportError(error, { status });
  }, [error, status]);

  return (
    <ErrorPageBoundary>
      {status === 404 ? <NotFoundScreen /> : <AccessDeniedScreen />}
    </ErrorPageBoundary>
  );
}
