import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { takingTurns } from '../concurrency/taking-turns.js';
import { bareAddress, type OutboundAddressPolicy } from './outbound-addresses.js';

/** A request to an address outside Tessera, named by whoever configured it (an API call). */
export type OutboundRequest = {
  url: string;
  method: 'POST';
  headers: Readonly<Record<string, string>>;
  /** The headers carrying credentials: never sent on to another origin by a redirect. */
  credentialHeaders: readonly string[];
  body: Buffer;
};

export type OutboundLimits = {
  /** For the whole exchange, redirects included. */
  timeoutMs: number;
  /** The answer's body is read (and dropped) up to this many bytes, then the connection is cut. */
  maxResponseBytes: number;
  maxRedirects: number;
};

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  maxRedirects: 5,
};

/** How the endpoint answered: its status, at the address the redirects ended on. */
export type OutboundAnswer = { status: number; url: string };

export type OutboundFailure =
  | 'bad-address'
  | 'refused-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'unreachable'
  | 'bad-header';

/** Why an outbound request got no answer; `message` is fit to show to the caller. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const refused = () =>
  new OutboundError(
    'refused-address',
    'The endpoint is on a private or reserved network address, which API calls may not reach.',
  );

/** The address to call, if it is one: http or https, no user name or password in it. */
function endpointOf(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError('bad-address', 'The endpoint is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('bad-address', 'The endpoint must start with http:// or https://');
  if (url.username || url.password)
    throw new OutboundError(
      'bad-address',
      'The endpoint may not hold a user name or password; use the authorization settings.',
    );
  return url;
}

const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/**
 * Name lookups of outbound calls running at once: getaddrinfo holds one of libuv's four pool
 * threads until the name's DNS servers answer, however slowly, and the file system, zlib and
 * crypto share that pool.
 */
const lookupTurn = takingTurns(2);

/**
 * A DNS lookup that answers only addresses the policy allows, and refuses the name when any of its
 * addresses is not: the socket connects to the very address that was checked (no second lookup to
 * rebind), whichever of them Node picks.
 */
function checkedLookup(policy: OutboundAddressPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    const answered = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error || addresses.length === 0) {
        callback(error ?? new Error(`No address for ${hostname}`), '', 0);
        return;
      }
      if (addresses.some(({ address }) => !policy.allows(address, port))) {
        callback(refused(), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    const lookupOptions = {
      all: true as const,
      family: options.family ?? 0,
      hints: options.hints ?? 0,
    };
    void lookupTurn(
      () =>
        new Promise<void>((settled) => {
          dnsLookup(hostname, lookupOptions, (error, found) => {
            settled();
            answered(error, found);
          });
        }),
    );
  };
}

type Hop = { url: URL; method: 'POST' | 'GET'; headers: Record<string, string>; body: Buffer };

/** The status and redirect address of one exchange; the body is read up to the limit and dropped. */
function exchange(
  hop: Hop,
  policy: OutboundAddressPolicy,
  signal: AbortSignal,
  maxResponseBytes: number,
): Promise<{ status: number; location: string | undefined }> {
  const port = portOf(hop.url);
  const host = bareAddress(hop.url.hostname);
  if (isIP(host) && !policy.allows(host, port)) return Promise.reject(refused());
  const client = hop.url.protocol === 'https:' ? https : http;
  const headers = { ...hop.headers, 'content-length': String(hop.body.length) };
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = client.request(
        hop.url,
        {
          method: hop.method,
          headers,
          agent: false,
          lookup: checkedLookup(policy, port),
          signal,
        },
        (response: IncomingMessage) => {
          const answer = { status: response.statusCode ?? 0, location: response.headers.location };
          let received = 0;
          const done = () => resolve(answer);
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > maxResponseBytes) response.destroy();
          });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
    } catch (error) {
      reject(
        new OutboundError(
          'bad-header',
          `The request could not be built: ${error instanceof Error ? error.message : 'bad header'}.`,
        ),
      );
      return;
    }
    request.on('error', (error) => reject(failureOf(error, signal)));
    request.end(hop.body);
  });
}

function failureOf(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError('timeout', 'The endpoint did not answer in time.');
  const code = (error as { code?: string }).code ?? '';
  return new OutboundError(
    'unreachable',
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? "The endpoint's host name was not found."
      : 'The endpoint could not be reached.',
  );
}

/** Where a redirect points, resolved against the address it came from. */
function redirectAddress(location: string, from: URL): string {
  try {
    return new URL(location, from).href;
  } catch {
    throw new OutboundError(
      'bad-address',
      'The endpoint redirected to an address that is not valid.',
    );
  }
}

/** The next hop of a redirect, as browsers make it; credentials stay with their origin. */
function redirected(hop: Hop, status: number, next: URL, credentials: readonly string[]): Hop {
  const asGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  const sameOrigin = next.origin === hop.url.origin;
  const dropped = new Set([
    ...(sameOrigin ? [] : credentials.map((name) => name.toLowerCase())),
    ...(asGet ? ['content-type'] : []),
  ]);
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(([name]) => !dropped.has(name.toLowerCase())),
  );
  return asGet
    ? { url: next, method: 'GET', headers, body: Buffer.alloc(0) }
    : { ...hop, url: next, headers };
}

/**
 * Sends a request to an address outside Tessera, safely: only http(s), every hop's address
 * checked against the policy (IP literals in any notation, and every address a name resolves
 * to), the connection made to the checked address, redirects followed (at most
 * `maxRedirects`, each checked again), one deadline for the whole exchange, and at most
 * `maxResponseBytes` of the answer read. Resolves with the final status, whatever it is.
 */
export async function sendOutbound(
  request: OutboundRequest,
  policy: OutboundAddressPolicy,
  limits: OutboundLimits = DEFAULT_OUTBOUND_LIMITS,
): Promise<OutboundAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let hop: Hop = {
    url: endpointOf(request.url),
    method: request.method,
    headers: { ...request.headers },
    body: request.body,
  };
  for (let redirects = 0; ; redirects += 1) {
    const answer = await exchange(hop, policy, signal, limits.maxResponseBytes).catch(
      (error: unknown) => {
        // Said of the redirect, so an owner whose own address is public sees why.
        if (redirects > 0 && error instanceof OutboundError && error.reason === 'refused-address')
          throw new OutboundError(
            'refused-address',
            'The endpoint redirected to a private or reserved network address, which API calls may not reach.',
          );
        throw error;
      },
    );
    if (!REDIRECTS.has(answer.status) || !answer.location)
      return { status: answer.status, url: hop.url.href };
    if (redirects >= limits.maxRedirects)
      throw new OutboundError('too-many-redirects', 'The endpoint redirected too many times.');
    const next = endpointOf(redirectAddress(answer.location, hop.url));
    hop = redirected(hop, answer.status, next, request.credentialHeaders);
  }
}
