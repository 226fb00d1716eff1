import { reportError } from '../../shell/errors/reportError.js';

/**
 * Registers the offline worker at /sw.js with scope / (publishing §1). When a new worker takes
 * over a page that already had one, the page reloads so code and worker match (§4 Other).
 */
export function registerServiceWorker(container: ServiceWorkerContainer): void {
  const hadWorker = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadWorker || reloading) return;
    reloading = true;
    window.location.reload();
  });
  container
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => reportError(error, { while: 'registering the offline worker' }));
}
