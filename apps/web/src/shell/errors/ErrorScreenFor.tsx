import { useEffect } from 'react';
import { AccessDeniedScreen } from './AccessDeniedScreen.js';
import { claimChunkReload, isChunkLoadError } from './chunkReload.js';
import { ErrorPageBoundary } from './ErrorPageBoundary.js';
import { NotFoundScreen } from './NotFoundScreen.js';
import { reportError } from './reportError.js';
import { routeErrorStatus } from './routeErrorStatus.js';

/**
 * The screen for an error that stopped a screen from drawing (§8): reports it and shows the screen
 * for its status. A stale deployment's chunk reloads the page instead (at most once a minute).
 */
export function ErrorScreenFor({ error }: { error: unknown }) {
  const status = routeErrorStatus(error);

  useEffect(() => {
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
