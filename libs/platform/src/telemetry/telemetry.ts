import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { countTelemetry } from './trace-context.js';

export type TelemetryOptions = {
  /** The process as traces name it: `gateway`, `sheets`, `tenancy`, `server` (embedded). */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go to `{endpoint}/v1/traces` (OTLP over HTTP, JSON). */
  endpoint?: string;
  /** Where spans go instead of (or beside) the exporter: tests keep them in memory. */
  spanProcessors?: SpanProcessor[];
};

export type Telemetry = {
  /** Sends the spans still buffered and stops tracing (the global tracer, context and propagator). */
  shutdown(): Promise<void>;
};

/**
 * Starts OpenTelemetry for this process (`@opentelemetry/sdk-node`): the W3C trace-context
 * propagator, async-context tracking, and an OTLP exporter to the endpoint. Off (null, every span a
 * no-op) when there is neither an endpoint nor a span processor. Spans come from Tessera's adapters
 * (HTTP server, database, Redis, Kafka, outbox; see README.md) rather than from auto-instrumentation,
 * which cannot patch the CommonJS clients an ES-module build imports without a loader hook.
 */
export function startTelemetry(options: TelemetryOptions): Telemetry | null {
  const processors = [...(options.spanProcessors ?? [])];
  if (options.endpoint) {
    const url = new URL(
      'v1/traces',
      options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`,
    );
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: url.toString() })));
  }
  if (processors.length === 0) return null;
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    spanProcessors: processors,
    // traceparent/tracestate only: a caller's `baggage` is not carried into rows and messages.
    textMapPropagator: new W3CTraceContextPropagator(),
    // A caller's traceparent names the trace but cannot switch the tracing of the chain off.
    sampler: new ParentBasedSampler({
      root: new AlwaysOnSampler(),
      remoteParentNotSampled: new AlwaysOnSampler(),
    }),
    // Traces only: no metrics or logs exporters are made from the environment.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
    // The process's own attributes only: no cloud metadata look-ups at start.
    autoDetectResources: false,
  });
  sdk.start();
  countTelemetry(1);
  return {
    shutdown: async () => {
      countTelemetry(-1);
      await sdk.shutdown();
      // The globals go too: tracing is off afterwards, as before the start (and a later start in
      // the same process, a test's, registers its own).
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
