/**
 * Every error is reported (§8). No reporting service is configured in this product yet, so errors
 * go to the console; a service plugs in with `addErrorReporter` without touching the callers.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

const reporters = new Set<ErrorReporter>();
// React may render an error screen twice for one error; each error object is reported once.
const reported = new WeakSet<object>();

export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => {
    reporters.delete(reporter);
  };
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error('[tessera] error', error, context ?? {});
  for (const reporter of reporters) {
    try {
      reporter(error, context);
    } catch (reporterError) {
      console.error('[tessera] error reporter failed', reporterError);
    }
  }
}
