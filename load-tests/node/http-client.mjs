/* global Buffer */
// The Node driver's HTTP client: keep-alive agents (one socket per connection, more for a step's
// parallel requests), requests built from the scenarios' plain request objects. An app host under
// `.localhost` (`load-x.localhost:3000`) is reached at 127.0.0.1 with its name in the Host header,
// as browsers resolve `*.localhost`.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const TIMEOUT_MS = 30_000;

/** Set-Cookie lines as { name: value }. */
function cookiesOf(setCookie = []) {
  const cookies = {};
  for (const line of setCookie) {
    const pair = line.split(';', 1)[0];
    const equals = pair.indexOf('=');
    if (equals > 0) cookies[pair.slice(0, equals).trim()] = pair.slice(equals + 1).trim();
  }
  return cookies;
}

function flatHeaders(headers) {
  const flat = {};
  for (const [name, value] of Object.entries(headers))
    flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return flat;
}

/** A client for `sockets` concurrent requests at most. */
export function createClient({ sockets }) {
  const options = { keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets };
  const agents = { 'http:': new HttpAgent(options), 'https:': new HttpsAgent(options) };

  /**
   * Sends one request; resolves with { response, ms } (response in the scenarios' shape) or
   * { error, ms } when no answer came.
   */
  function send(request) {
    const url = new URL(request.url);
    const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    const headers = { host: url.host, ...request.headers };
    if (request.cookies && Object.keys(request.cookies).length > 0)
      headers.cookie = Object.entries(request.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    if (body) headers['content-length'] = String(body.length);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    return new Promise((resolve) => {
      const req = send(
        {
          protocol: url.protocol,
          host: local ? '127.0.0.1' : url.hostname,
          port: url.port || undefined,
          servername: local ? undefined : url.hostname,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          agent: agents[url.protocol],
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              ms: elapsed(),
              response: {
                status: res.statusCode ?? 0,
                headers: flatHeaders(res.headers),
                body: Buffer.concat(chunks).toString('utf8'),
                cookies: cookiesOf(res.headers['set-cookie']),
              },
            }),
          );
          res.on('error', (error) => resolve({ ms: elapsed(), error: error.message }));
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      req.on('error', (error) => resolve({ ms: elapsed(), error: error.message }));
      req.end(body);
    });
  }

  return {
    send,
    close() {
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}
