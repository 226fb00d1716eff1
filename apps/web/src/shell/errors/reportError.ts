import type { ClientErrorKind } from '@tessera/contracts';

/**
 * Every error is reported (§8): to the console, to the server (POST /api/client-errors, listed
 * for admins at /admin/errors), and to any reporter plugged in with `addErrorReporter`.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

const reporters = new Set<ErrorReporter>();
// React may render an error screen twice for one error; each error object is reported once.
const reported = new WeakSet<object>();
/**
 * Reports sent to the server from this page: each error (its message, and for a failed request
 * its method and path) once, and at most MAX_SENT in all.
 */
const sent = new Set<string>();
const MAX_SENT = 20;

export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => {
    reporters.delete(reporter);
  };
}

export function reportError(
  error: unknown,
  context?: Record<string, unknown>,
  kind: ClientErrorKind = 'error',
): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error('[tessera] error', error, context ?? {});
  sendToServer(error, context, kind);
  for (const reporter of reporters) {
    try {
      reporter(error, context);
    } catch (reporterError) {
      console.error('[tessera] error reporter failed', reporterError);
    }
  }
}

/**
 * The report the server records: the message, stack and page (without its query, which may hold
 * a token), and the trace of the failed request when the server named one (`traceresponse`).
 */
function sendToServer(error: unknown, context: Record<string, unknown> | undefined, kind: string) {
  if (typeof window === 'undefined') return;
  const failure = error as {
    message?: unknown;
    name?: unknown;
    stack?: unknown;
    response?: { headers?: Record<string, unknown> };
    config?: { method?: unknown; url?: unknown };
  } | null;
  const message = (
    error instanceof Error ? `${error.name}: ${error.message}` : String(failure?.message ?? error)
  ).slice(0, 2000);
  // A failed request (axios) names its method and path, without the query: another request
  // failing the same way is another report, with its own trace.
  const method = failure?.config?.method;
  const url = failure?.config?.url;
  const request =
    typeof method === 'string' && typeof url === 'string'
      ? `${method.toUpperCase()} ${url.split('?')[0]}`
      : undefined;
  const key = `${message} ${request ?? ''}`;
  if (sent.size >= MAX_SENT || sent.has(key)) return;
  sent.add(key);
  const trace = /^00-([0-9a-f]{32})-/.exec(String(failure?.response?.headers?.['traceresponse']));
  let described: string | undefined;
  try {
    const details = request ? { request, ...context } : context;
    described = details ? JSON.stringify(details).slice(0, 2000) : undefined;
  } catch {
    described = undefined;
  }
  void fetch('/api/client-errors', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind,
      message: message.trim() || 'Unknown error',
      page: location.origin + location.pathname,
      stack: typeof failure?.stack === 'string' ? failure.stack.slice(0, 8000) : undefined,
      trace_id: trace?.[1],
      context: described,
    }),
  }).catch(() => undefined);
}
