import type { HostApps } from '@tessera/app-users';
import { nameRequestSpan, type RequestTenant } from '@tessera/platform';
import type {
  PublishedPages,
  TenantPageAnswer,
  TenantPageRequest,
  WebTemplates,
} from '@tessera/tenancy';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { resolveRequestTenant } from '../http/request-tenant.js';
import { SECURITY_HEADERS, type SecurityPolicies } from '../http/security-headers.js';
import type { TrustProxyOption } from '../http/trust-proxy.js';
import { API_PATH, ROOT_FILE, WEB_APP_ROUTE } from './web-app.plugin.js';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export type CachedPagesFirstOptions = {
  hostApps: HostApps;
  publishedPages: PublishedPages;
  templates: WebTemplates;
  policies: SecurityPolicies;
  /** Fastify's trustProxy option, as the gateway gives it to Fastify (trustProxyOption). */
  trustProxy: TrustProxyOption;
};

/**
 * Answers the published pages a guest gets from the page cache before the request reaches
 * Fastify: the hot path of the product, a visitor of a public app reading a cached page, costs a
 * route look-up and a cache read, not the framework's request, hooks and reply; with the embedded
 * cache, which answers at once, not even a promise (answerNow). The answer is the
 * one the web app's route gives (PublishedPages.cachedAnswer, with the headers its hooks add: the
 * page's CSP, SECURITY_HEADERS). Every other request goes on to Fastify: at once when it cannot be
 * a cached guest page (the API, assets, a body, a session cookie, a hand-off or filtered link),
 * else after the look-up, whose tenant Fastify's hook then reuses (resolveRequestTenant) so the
 * host is still looked up once per request.
 *
 * Wraps the request listeners Fastify put on the server (as traceHttpRequests does: call this
 * first, so that its spans cover these answers too), so its timeouts and limits stay as they are.
 */
export function answerCachedPagesFirst(
  server: Server,
  fastify: FastifyInstance,
  options: CachedPagesFirstOptions,
): void {
  const { hostApps, publishedPages, templates, policies, trustProxy } = options;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toFastify = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of listeners) listener.call(server, request, response);
  };
  /** The headers sent with each answer, built once per answer object (see cachedAnswer). */
  const preparedHeaders = new WeakMap<TenantPageAnswer, OutgoingHttpHeaders>();

  const send = (response: ServerResponse, answer: TenantPageAnswer) => {
    let headers = preparedHeaders.get(answer);
    if (!headers) {
      headers = {
        ...answer.headers,
        'content-security-policy': policies.forFrameAncestors(answer.frameAncestors),
        ...SECURITY_HEADERS,
      };
      if (answer.body !== undefined) headers['content-length'] = Buffer.byteLength(answer.body);
      preparedHeaders.set(answer, headers);
    }
    response.writeHead(answer.status, headers);
    // Node leaves the body out of an answer to HEAD.
    response.end(answer.body);
  };

  /** Sends a cached answer, the web app's route's span name on it. */
  const answerWith = (
    request: IncomingMessage,
    response: ServerResponse,
    answer: TenantPageAnswer,
  ) => {
    try {
      // Its span is named as the web app's route would have named it.
      nameRequestSpan(request, WEB_APP_ROUTE);
      send(response, answer);
    } catch {
      // Nothing is known to throw here; if it ever does, the request must not hang.
      if (!response.headersSent) toFastify(request, response);
      else response.destroy();
    }
  };

  /**
   * The cached answer when the cache holds the host's app and the page and answers at once (the
   * embedded cache: no promise per look-up, see CachePort.getNow); undefined when only the
   * look-ups below can tell.
   */
  const answerNow = (request: IncomingMessage, page: PageRequest): TenantPageAnswer | undefined => {
    try {
      const tenant = hostApps.tenantOfNow(page.host);
      if (!tenant) return undefined;
      return publishedPages.cachedAnswerNow(tenantPageRequest(request, page, tenant), templates);
    } catch {
      // The look-ups below meet the same failure and leave it to the web app's route.
      return undefined;
    }
  };

  /** The cached answer, else null (the web app's route answers: a page to draw, a failure). */
  const answerLater = async (
    request: IncomingMessage,
    page: PageRequest,
  ): Promise<TenantPageAnswer | null> => {
    try {
      const resolution = await resolveRequestTenant(request, page.host, hostApps);
      if (!('tenant' in resolution)) return null;
      return await publishedPages.cachedAnswer(
        tenantPageRequest(request, page, resolution.tenant),
        templates,
      );
    } catch {
      // A cache that fails is the web app route's to answer (503 and the rest).
      return null;
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Once closing, Fastify answers (503, Connection: close) so that kept-alive clients let go.
    if (!server.listening) return toFastify(request, response);
    const host = candidateHost(request, trustProxy);
    if (host === null) return toFastify(request, response);
    const cookie = request.headers.cookie;
    // Read as @fastify/cookie reads them for the web app's route.
    const cookies = cookie ? fastify.parseCookie(cookie) : {};
    const page: PageRequest = { host, url: request.url!, cookies };
    if (!publishedPages.mayAnswerFromCache(page)) return toFastify(request, response);
    const now = answerNow(request, page);
    if (now) return answerWith(request, response, now);
    void answerLater(request, page)
      .then((answer) =>
        answer ? answerWith(request, response, answer) : toFastify(request, response),
      )
      .catch(() => {
        // Fastify's own listener throwing must not become an unhandled rejection (it would stop
        // the process): the request fails alone.
        if (!response.writableEnded) response.destroy();
      });
  });
}

/** What the hot path reads of a page request before the tenant is known. */
type PageRequest = { host: string; url: string; cookies: Record<string, string | undefined> };

function tenantPageRequest(
  request: IncomingMessage,
  { host, url, cookies }: PageRequest,
  tenant: RequestTenant | null,
): TenantPageRequest {
  return {
    host,
    tenant,
    url,
    cookies,
    ifNoneMatch: request.headers['if-none-match'],
    acceptEncoding: request.headers['accept-encoding'],
  };
}

/**
 * The host a request for a page is resolved from, or null when it is no guest's page request
 * this path answers: not a GET or HEAD, a body, the API, an asset or a root file, or a proxied
 * host whose trust only Fastify can judge (a list of proxy addresses).
 */
function candidateHost(request: IncomingMessage, trustProxy: TrustProxyOption): string | null {
  const { method, url, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined || url[0] !== '/') return null;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
    return null;
  const path = url.split('?', 1)[0]!;
  if (path.startsWith('/assets/') || API_PATH.test(path) || ROOT_FILE.test(path)) return null;
  return hostAsFastifyReadsIt(request, trustProxy);
}

/**
 * request.host as Fastify gives it (the X-Forwarded-Host of a trusted peer, else Host), with the
 * trustProxy option Fastify is given; null for a forwarded host behind a list of proxy addresses,
 * which only Fastify's address matching judges.
 */
export function hostAsFastifyReadsIt(
  request: IncomingMessage,
  trustProxy: TrustProxyOption,
): string | null {
  const forwarded = request.headers['x-forwarded-host'];
  const host = request.headers.host ?? '';
  if (!forwarded || trustProxy === false) return host;
  // Node joins a repeated X-Forwarded-Host into one string; anything else is Fastify's to read.
  if (typeof forwarded !== 'string' || Array.isArray(trustProxy)) return null;
  // The peer is hop 0 (Fastify asks the same question of the same function).
  const trusted = trustProxy === true || trustProxy(request.socket?.remoteAddress ?? '', 0);
  if (!trusted) return host;
  const lastComma = forwarded.lastIndexOf(',');
  return lastComma === -1 ? forwarded.trim() : forwarded.slice(lastComma + 1).trim();
}
