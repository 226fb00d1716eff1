/* global fetch, AbortSignal */
// Ports and readiness of the processes the scripts start (test servers, the split stack, the
// load tests' servers).
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port the system hands out as free now, on `host` (the caller binds it right after). */
export function anyFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, host, () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/**
 * Waits until GET http://127.0.0.1:{port}/health answers 2xx: 'ready'; 'stopped' as soon as
 * `stopped()` says the process is gone; 'timeout' after `timeoutMs`.
 */
export async function waitForHealth(port, { timeoutMs, stopped = () => false }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopped()) return 'stopped';
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) return 'ready';
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  return 'timeout';
}
