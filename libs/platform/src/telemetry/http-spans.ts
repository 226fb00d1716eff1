import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { contextFromCarrier, failSpan, tracer, tracingStarted } from './trace-context.js';

const spans = new WeakMap<IncomingMessage, Span>();
const traced = new WeakSet<Server>();

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Gives every request the server receives a SERVER span, continuing the caller's trace (its
 * `traceparent` header: the browser's, a proxy's) and active for everything the request does: the
 * guards, the handler, the database and Redis calls, the outbox row it writes. Wraps the request
 * listeners Fastify put on the server, so its timeouts and limits stay as they are. Requests made
 * with inject() (tests) never reach the server and have no span.
 */
export function traceHttpRequests(server: Server, fastify: FastifyInstance): void {
  if (traced.has(server)) return;
  traced.add(server);
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  for (const listener of listeners) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // Not traced (no endpoint): nothing to read, build, bind, name or end on this hot path.
      if (!tracingStarted()) return listener.call(server, request, response);
      const parent = contextFromCarrier(request.headers);
      const span = tracer().startSpan(
        request.method ?? 'GET',
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method ?? 'GET',
            'url.path': (request.url ?? '/').split('?')[0],
            'server.address': (request.headers.host?.split(':')[0] ?? '').slice(0, 255),
          },
        },
        parent,
      );
      if (!span.isRecording()) return listener.call(server, request, response);
      spans.set(request, span);
      // The browser learns the trace of its request (W3C Trace Context's traceresponse), so an
      // error it reports (POST /api/client-errors) can name it.
      const { traceId, spanId, traceFlags } = span.spanContext();
      const flags = traceFlags.toString(16).padStart(2, '0');
      response.setHeader('traceresponse', `00-${traceId}-${spanId}-${flags}`);
      const active = trace.setSpan(parent, span);
      // The body arrives in later events: they too run in the request's context.
      context.bind(active, request);
      context.bind(active, response);
      let ended = false;
      response.once('finish', () => {
        if (ended) return;
        ended = true;
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) failSpan(span, new Error(`HTTP ${response.statusCode}`));
        span.end();
      });
      response.once('close', () => {
        if (ended || response.writableFinished) return;
        ended = true;
        failSpan(span, new Error('The connection closed before the answer was sent.'));
        span.end();
      });
      context.with(active, () => listener.call(server, request, response));
    });
  }
  // Named by the route once Fastify has matched it: `GET /api/apps/:id`, never an id.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route) nameRequestSpan(request.raw, route);
    done();
  });
}

/**
 * Names a request's span by the route that answers it (`GET /api/apps/:id`), for answers given
 * before Fastify matches a route.
 */
export function nameRequestSpan(request: IncomingMessage, route: string): void {
  const span = spans.get(request);
  if (!span) return;
  span.updateName(`${request.method ?? 'GET'} ${route}`);
  span.setAttribute('http.route', route);
}
