import { registerServiceWorker } from '../features/shell/serviceWorker.js';
import { claimChunkReload } from './errors/chunkReload.js';
import { reportError } from './errors/reportError.js';

/**
 * What every entry (the full app and the published viewer) starts with: errors reported; a code
 * chunk of an older deployment that fails to load reloads the page, at most once a minute; built
 * apps register the offline worker (in development it would serve stale modules).
 */
export function startPageServices(): void {
  // Errors no code caught are reported too (§8).
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, undefined, 'unhandled-rejection'),
  );
  window.addEventListener('vite:preloadError', (event) => {
    reportError(event.payload, { while: 'loading a code chunk' });
    if (claimChunkReload(window.sessionStorage, Date.now())) window.location.reload();
  });
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    registerServiceWorker(navigator.serviceWorker);
}

const reportRenderError = (error: unknown, info: { componentStack?: string }) =>
  reportError(error, { componentStack: info.componentStack }, 'render');

/** The root's options that report what React caught in a boundary, or could not (§8). */
export const reportedRootErrors = {
  onCaughtError: reportRenderError,
  onUncaughtError: reportRenderError,
};
