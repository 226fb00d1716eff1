import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

/**
 * The W3C trace context of a unit of work (`traceparent`, `tracestate`), as it is carried where
 * the process's memory cannot carry it: an outbox row, a Kafka message's headers, a job.
 */
export type TraceCarrier = Record<string, string>;

/** How many started telemetries are running in this process (see startTelemetry). */
let telemetriesRunning = 0;

/**
 * Whether spans are recorded in this process: a hot path (every HTTP request) skips building a
 * span that could only be a no-op.
 */
export function tracingStarted(): boolean {
  return telemetriesRunning > 0;
}

/** Counts a telemetry started (+1) or shut down (-1). */
export function countTelemetry(change: 1 | -1): void {
  telemetriesRunning = Math.max(0, telemetriesRunning + change);
}

/** Tessera's own spans; the instrumented libraries are its adapters (see telemetry/README.md). */
export const tracer = () => trace.getTracer('tessera');

/** The active trace context to write down, or null when nothing is being traced. */
export function currentTraceCarrier(): TraceCarrier | null {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/**
 * The context a carrier written by another process (or an earlier request) continues; a new root
 * when it carries none, never whatever happens to be active where it is read.
 */
export function contextFromCarrier(carrier: Readonly<Record<string, unknown>> | null): Context {
  if (!carrier) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier, {
    keys: (c) => Object.keys(c),
    get: (c, key) => {
      const value = c[key];
      if (typeof value === 'string') return value;
      // Kafka headers arrive as buffers.
      return Buffer.isBuffer(value) ? value.toString('utf8') : undefined;
    },
  });
}

export type SpanOptions = { kind?: SpanKind; attributes?: Attributes; parent?: Context };

/**
 * Runs `work` in a new active span, ended when it settles; a throw is recorded on the span and
 * rethrown. Without a registered tracer (OTEL_EXPORTER_OTLP_ENDPOINT unset) the span is a no-op.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Ends a span when the promise settles, failed with its error if it rejects. */
export function endWhenSettled(span: Span, promise: PromiseLike<unknown>): void {
  promise.then(
    () => span.end(),
    (error: unknown) => {
      failSpan(span, error);
      span.end();
    },
  );
}

/** Marks a span failed with the error's message. */
export function failSpan(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

export { SpanKind };
