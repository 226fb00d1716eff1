/** The message that tells the offline worker (public/sw.js) to drop pages and data it keeps. */
export const CLEAR_PRIVATE_CACHES = 'tessera:clear-private-caches';

const ACK_TIMEOUT_MS = 1500;

/**
 * After sign-out, the pages and rows the worker kept for offline use may be private to the user
 * who left: they are dropped before the next visitor of this browser loads anything. Resolves when
 * the worker confirms (or after a short wait, or at once without a worker).
 */
export function clearPrivateOfflineData(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<void> {
  const worker = container?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ACK_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: CLEAR_PRIVATE_CACHES }, [channel.port2]);
  });
}
