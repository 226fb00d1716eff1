const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Nest closes the server gracefully on SIGINT/SIGTERM; should a connection or an adapter keep that
 * from finishing, the process still ends instead of ignoring further Ctrl-C presses.
 */
export function exitIfShutdownHangs(timeoutMs = SHUTDOWN_TIMEOUT_MS) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal} received: stopping Tessera...`);
      setTimeout(() => {
        console.error(`Tessera did not stop within ${timeoutMs / 1000} s; exiting.`);
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}
