import { useEffect } from 'react';
import { AccessDeniedScreen } from './AccessDeniedScreen.js';
import { claimChunkReload, isChunkLoadError } from './chunkReload.js';
import { ErrorPageBoundary } from './ErrorPageBoundary.js';
import { NotFoundScreen } from './NotFoundScreen.js';
import { reportError } from './reportError.js';
import { answeredStatus, routeErrorStatus } from './routeErrorStatus.js';

/**
 * The screen for an error that stopped a screen from drawing (§8): reports it (once: not a request
 * the server answered 5xx, reported when it failed) and shows the screen for its status. A stale deployment's chunk reloads the page instead (at most once a minute).
 */
export function ErrorScreenFor({ error }: { error: unknown }) {
  const status = routeErrorStatus(error);

  useEffect(() => {
    if (isChunkLoadError(error) && claimChunkReload(window.sessionStorage, Date.now())) {
      window.location.reload();
      return;
    }
    // Not found is no fault; a request the server failed was reported as it failed (httpClient).
    if (status !== 404 && (answeredStatus(error) ?? 0) < 500) reportError(error, { status });
  }, [error, status]);

  return (
    <ErrorPageBoundary>
      {status === 404 ? <NotFoundScreen /> : <AccessDeniedScreen />}
    </ErrorPageBoundary>
  );
}
