import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { Socket } from 'node:net';

/**
 * How long a client may take to send a request, so that slow or unfinished requests are dropped
 * within seconds instead of holding a connection (and its memory) open. A slow but steady upload
 * is not affected: the body limit is on silence, and the whole request gets two minutes, which
 * lets a 20 MB upload through at about 1.5 Mbit/s.
 */
export const CONNECTION_LIMITS = {
  /** From the connection's first byte to the end of the request headers (Node answers 408). */
  headersTimeoutMs: 10_000,
  /** The whole request, headers and body (Node answers 408). */
  requestTimeoutMs: 120_000,
  /** Silence while the body is being received; the connection is then closed. */
  bodyIdleTimeoutMs: 10_000,
  /** An idle kept-alive connection is closed after this; keep it above a proxy's own idle limit. */
  keepAliveTimeoutMs: 10_000,
  /** Requests on one kept-alive connection before it is closed (spreads load, bounds a socket's life). */
  maxRequestsPerSocket: 1000,
  /** How often Node checks the header and request timeouts (its default, 30 s, lets them overrun). */
  checkIntervalMs: 1000,
} as const;

/** The Fastify server options that apply CONNECTION_LIMITS. */
export function connectionLimitOptions(): FastifyHttpOptions<Server> {
  return {
    requestTimeout: CONNECTION_LIMITS.requestTimeoutMs,
    keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
    maxRequestsPerSocket: CONNECTION_LIMITS.maxRequestsPerSocket,
    http: {
      headersTimeout: CONNECTION_LIMITS.headersTimeoutMs,
      connectionsCheckingInterval: CONNECTION_LIMITS.checkIntervalMs,
    },
  };
}

/**
 * What happens to a request body that does not arrive in full: see dropIdleBodies and
 * closeAfterEarlyAnswers.
 */
export function registerUnfinishedBodyLimits(fastify: FastifyInstance): void {
  dropIdleBodies(fastify);
  closeAfterEarlyAnswers(fastify);
}

/**
 * Closes the connection of a request whose body stops arriving for bodyIdleTimeoutMs. The socket's
 * idle timer is reset by every byte either way, and is cleared once the body is complete, so a
 * handler that takes long to answer is not cut off.
 */
function dropIdleBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'];
    const socket = raw.socket;
    // Injected requests (tests, internal calls) have no network socket to time out.
    if (!hasBody || raw.complete || !(socket instanceof Socket)) return done();
    const drop = () => socket.destroy();
    socket.setTimeout(CONNECTION_LIMITS.bodyIdleTimeoutMs, drop);
    let released = false;
    const release = (clearTimer: boolean) => {
      if (released) return;
      released = true;
      socket.removeListener('timeout', drop);
      // Once the answer is sent, Node has set the socket's keep-alive timer: leave it.
      if (clearTimer) socket.setTimeout(0);
    };
    raw.once('end', () => release(true));
    reply.raw.once('finish', () => release(false));
    done();
  });
}

/**
 * An answer sent before the body has arrived (an upload refused at its size limit, a request
 * refused before its body is read) closes the connection: the rest of the body is never read,
 * so the connection could not carry another request, and the client stops sending at once.
 */
function closeAfterEarlyAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
}
