import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SpanKind } from '@opentelemetry/api';
import { FakeOtlpCollector } from '@tessera/testing';
import { startTelemetry } from './telemetry.js';
import { inSpan } from './trace-context.js';

describe('startTelemetry', () => {
  let collector: FakeOtlpCollector;
  beforeAll(async () => {
    collector = await new FakeOtlpCollector().start();
  });
  afterAll(() => collector.stop());

  it('is off, and costs nothing, without an endpoint', () => {
    expect(startTelemetry({ serviceName: 'gateway' })).toBeNull();
  });

  it('sends the spans to OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP, named by the process', async () => {
    const telemetry = startTelemetry({ serviceName: 'sheets', endpoint: collector.endpoint });
    expect(telemetry).not.toBeNull();
    let traceId = '';
    await inSpan('outer', {}, async (outer) => {
      traceId = outer.spanContext().traceId;
      await inSpan('process sheet.row-written', { kind: SpanKind.CONSUMER }, () =>
        Promise.resolve(),
      );
    });
    // Shutting down sends what is still buffered (a process that stops loses no span).
    await telemetry!.shutdown();
    const trace = collector.trace(traceId);
    expect(trace.map((span) => [span.service, span.name, span.kind])).toEqual([
      ['sheets', 'process sheet.row-written', 5],
      ['sheets', 'outer', 1],
    ]);
    expect(trace[0]!.parentSpanId).toBe(trace[1]!.spanId);
  });
});
