import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the collector received it, flattened out of OTLP's resource and scope nesting. */
export type CollectedSpan = {
  /** The `service.name` of the process that sent it. */
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP's span kind number: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
};

type OtlpValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
};
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpTraces = {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
};

/**
 * An OpenTelemetry collector for tests: takes OTLP/HTTP with JSON bodies on `POST /v1/traces`
 * (what `@opentelemetry/exporter-trace-otlp-http` sends) and keeps the spans, so a test can point
 * OTEL_EXPORTER_OTLP_ENDPOINT of real processes at it and follow one trace across them. Metrics
 * and logs are accepted and dropped; a body that is not OTLP JSON gets 400, as a collector answers.
 * `GET /spans` lists the spans received, for a test running in another process.
 */
export class FakeOtlpCollector {
  readonly spans: CollectedSpan[] = [];
  private readonly server: Server = createServer((request, response) => {
    // For tests in another process (Playwright's): what has been received so far.
    if (request.method === 'GET' && request.url === '/spans') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(this.spans));
      return;
    }
    void this.receive(request).then(
      (status) => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'),
      () => response.writeHead(500).end(),
    );
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT. */
  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The spans of one trace, in the order they arrived. */
  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async receive(request: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST') return 405;
    if (request.url !== '/v1/traces') return 200;
    let body: OtlpTraces;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
    } catch {
      return 400;
    }
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(
        attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '',
      );
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || null,
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
          });
    }
    return 200;
  }
}

function attributesOf(attributes: OtlpAttribute[] = []): CollectedSpan['attributes'] {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? 0),
    ]),
  );
}
