import type { HostApps } from '@tessera/app-users';
import { nameRequestSpan, type TrustProxy } from '@tessera/platform';
import type { PublishedPages, TenantPageAnswer, WebTemplates } from '@tessera/tenancy';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { SECURITY_HEADERS, type SecurityPolicies } from '../http/security-headers.js';
import { API_PATH, ROOT_FILE, WEB_APP_ROUTE } from './web-app.plugin.js';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export type CachedPagesFirstOptions = {
  hostApps: HostApps;
  publishedPages: PublishedPages;
  templates: WebTemplates;
  policies: SecurityPolicies;
  trustProxy: TrustProxy;
};

/**
 * Answers the published pages a guest gets from the page cache before the request reaches
 * Fastify: the hot path of the product, a visitor of a public app reading a cached page, costs a
 * route look-up and a cache read, not the framework's request, hooks and reply. The answer is the
 * one the web app's route gives (PublishedPages.cachedAnswer, with the headers its hooks add: the
 * page's CSP, SECURITY_HEADERS); every other request (the API, assets, a body, a session cookie,
 * a page not in the cache, a failed look-up) goes to Fastify as it came, unread.
 *
 * Wraps the request listeners Fastify put on the server (as traceHttpRequests does: call this
 * first, so that its spans cover these answers too), so its timeouts and limits stay as they are.
 */
export function answerCachedPagesFirst(
  server: Server,
  fastify: FastifyInstance,
  options: CachedPagesFirstOptions,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toFastify = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of listeners) listener.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const host = candidateHost(request, options.trustProxy);
    if (host === null) return toFastify(request, response);
    cachedAnswer(request, host, fastify, options).then(
      (answer) => {
        if (!answer) return toFastify(request, response);
        // Its span is named as the web app's route would have named it.
        nameRequestSpan(request, WEB_APP_ROUTE);
        send(response, answer, options.policies);
      },
      // A cache or route store that fails is answered by the web app's route (503 and the rest).
      () => toFastify(request, response),
    );
  });
}

/**
 * The host a request for a page is resolved from, or null when it is no guest's page request
 * this path answers: not a GET or HEAD, a body, the API, an asset or a root file, or a proxied
 * host whose trust only Fastify can judge (a list of proxy addresses).
 */
function candidateHost(request: IncomingMessage, trustProxy: TrustProxy): string | null {
  const { method, url, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined || url[0] !== '/') return null;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
    return null;
  const path = url.split('?', 1)[0]!;
  if (path.startsWith('/assets/') || API_PATH.test(path) || ROOT_FILE.test(path)) return null;
  return hostAsFastifyReadsIt(request, trustProxy);
}

/**
 * request.host as Fastify gives it (the X-Forwarded-Host of a trusted proxy, else Host), for the
 * trust settings that need no address list; null for a forwarded host behind a list of proxies.
 */
export function hostAsFastifyReadsIt(
  request: IncomingMessage,
  trustProxy: TrustProxy,
): string | null {
  const forwarded = request.headers['x-forwarded-host'];
  const host = request.headers.host ?? '';
  if (!forwarded || trustProxy === false) return host;
  // Node joins a repeated X-Forwarded-Host into one string; anything else is Fastify's to read.
  if (typeof forwarded !== 'string' || Array.isArray(trustProxy)) return null;
  // A number is the hops trusted: the peer is hop 0, trusted when at least one is.
  const trusted = trustProxy === true || trustProxy > 0;
  if (!trusted) return host;
  const lastComma = forwarded.lastIndexOf(',');
  return lastComma === -1 ? forwarded.trim() : forwarded.slice(lastComma + 1).trim();
}

async function cachedAnswer(
  request: IncomingMessage,
  host: string,
  fastify: FastifyInstance,
  { hostApps, publishedPages, templates }: CachedPagesFirstOptions,
): Promise<TenantPageAnswer | null> {
  const tenant = await hostApps.tenantOf(host);
  if (tenant === null || tenant.kind !== 'app') return null;
  const cookie = request.headers.cookie;
  return publishedPages.cachedAnswer(
    {
      host,
      tenant,
      url: request.url!,
      // Read as @fastify/cookie reads them for the web app's route.
      cookies: cookie ? fastify.parseCookie(cookie) : {},
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    },
    templates,
  );
}

/**
 * The headers sent with each answer, built once per answer object: the page cache shares one
 * answer per page, encoding and status (see PublishedPages.cachedAnswer).
 */
const preparedHeaders = new WeakMap<TenantPageAnswer, OutgoingHttpHeaders>();

function send(response: ServerResponse, answer: TenantPageAnswer, policies: SecurityPolicies) {
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
}
