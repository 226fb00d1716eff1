import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startRecordingServer, type RecordingServer } from '@tessera/testing';
import { OutboundAddressPolicy } from './outbound-addresses.js';
import { OutboundError, sendOutbound, type OutboundRequest } from './outbound-request.js';

let endpoint: RecordingServer;
let other: RecordingServer;
/** A loopback service nobody allowed: what a redirect must never reach. */
let internal: RecordingServer;
let policy: OutboundAddressPolicy;

const request = (path: string, extra: Partial<OutboundRequest> = {}): OutboundRequest => ({
  url: `${endpoint.origin}${path}`,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer s3cret' },
  credentialHeaders: ['authorization'],
  body: Buffer.from('{"name":"Ada"}'),
  ...extra,
});

function reason(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof OutboundError ? error.reason : String(error)),
  );
}

beforeAll(async () => {
  endpoint = await startRecordingServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (to) {
      response.writeHead(Number(url.searchParams.get('status') ?? 307), { location: to }).end();
    } else if (url.pathname === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.end('late'), 2_000).unref();
    } else if (url.pathname === '/huge') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const write = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', write);
      };
      write();
    } else {
      response.writeHead(url.pathname === '/fails' ? 500 : 201).end('{"secret":"not shown"}');
    }
  });
  other = await startRecordingServer((_request, response) => response.writeHead(200).end());
  internal = await startRecordingServer((_request, response) =>
    response.writeHead(200).end('internal'),
  );
  policy = new OutboundAddressPolicy([`127.0.0.1:${endpoint.port}`, `127.0.0.1:${other.port}`]);
});

afterAll(async () => {
  for (const server of [endpoint, other, internal]) await server.close();
});

beforeEach(() => {
  for (const { received } of [endpoint, other, internal]) received.length = 0;
});

describe('sendOutbound', () => {
  it('sends the POST as built and answers with the status only', async () => {
    await expect(sendOutbound(request('/hook'), policy)).resolves.toEqual({
      status: 201,
      url: `${endpoint.origin}/hook`,
    });
    expect(endpoint.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/hook',
        body: '{"name":"Ada"}',
        headers: expect.objectContaining({
          authorization: 'Bearer s3cret',
          'content-type': 'application/json',
          'content-length': '14',
        }),
      }),
    ]);
    await expect(sendOutbound(request('/fails'), policy)).resolves.toMatchObject({ status: 500 });
  });

  it('refuses loopback, private and metadata addresses before connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${internal.port}/`,
      `http://2130706433:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://localhost:${internal.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://10.0.0.1/',
    ])
      expect({ url, reason: await reason(sendOutbound(request('', { url }), policy)) }).toEqual({
        url,
        reason: 'refused-address',
      });
    expect(internal.received).toEqual([]);
  });

  it('follows a 307 on the same origin with the method, body and credentials', async () => {
    const to = encodeURIComponent('/landed');
    await expect(sendOutbound(request(`/moved?to=${to}`), policy)).resolves.toMatchObject({
      status: 201,
      url: `${endpoint.origin}/landed`,
    });
    expect(endpoint.received[1]).toMatchObject({
      method: 'POST',
      url: '/landed',
      body: '{"name":"Ada"}',
      headers: expect.objectContaining({ authorization: 'Bearer s3cret' }),
    });
  });

  it('follows a 302 to another origin as a GET, without the credentials', async () => {
    const to = encodeURIComponent(`${other.origin}/next`);
    await expect(
      sendOutbound(request(`/moved?status=302&to=${to}`), policy),
    ).resolves.toMatchObject({ status: 200, url: `${other.origin}/next` });
    expect(other.received).toEqual([
      expect.objectContaining({ method: 'GET', url: '/next', body: '' }),
    ]);
    expect(other.received[0]!.headers).not.toHaveProperty('authorization');
    expect(other.received[0]!.headers).not.toHaveProperty('content-type');
  });

  it('refuses a redirect to a loopback address, by address or by name, and never reaches it', async () => {
    for (const target of [
      `http://127.0.0.1:${internal.port}/admin`,
      `http://localhost:${internal.port}/admin`,
      `http://[::1]:${internal.port}/admin`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const to = encodeURIComponent(target);
      expect(await reason(sendOutbound(request(`/moved?to=${to}`), policy))).toBe(
        'refused-address',
      );
    }
    expect(internal.received).toEqual([]);
  });

  it('answers a redirect to an address that is not one with a clear refusal', async () => {
    const to = encodeURIComponent('http://[x');
    expect(await reason(sendOutbound(request(`/moved?to=${to}`), policy))).toBe('bad-address');
  });

  it('refuses a redirect to another scheme, and stops a redirect loop', async () => {
    const to = encodeURIComponent('file:///etc/passwd');
    expect(await reason(sendOutbound(request(`/moved?to=${to}`), policy))).toBe('bad-address');
    expect(await reason(sendOutbound(request('/loop'), policy))).toBe('too-many-redirects');
    expect(endpoint.received.filter(({ url }) => url === '/loop')).toHaveLength(6);
  });

  it('gives up at the deadline', async () => {
    const limits = { timeoutMs: 300, maxResponseBytes: 1024, maxRedirects: 5 };
    const started = Date.now();
    expect(await reason(sendOutbound(request('/slow'), policy, limits))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reads at most the size limit of an endless answer, and still tells its status', async () => {
    const limits = { timeoutMs: 5_000, maxResponseBytes: 256 * 1024, maxRedirects: 5 };
    const started = Date.now();
    await expect(sendOutbound(request('/huge'), policy, limits)).resolves.toMatchObject({
      status: 200,
    });
    // Cut at the limit, not left to run into the deadline.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an address with credentials in it, or that is not http(s)', async () => {
    for (const url of [`http://user:pw@127.0.0.1:${endpoint.port}/`, 'ftp://example.com/', 'nope'])
      expect(await reason(sendOutbound(request('', { url }), policy))).toBe('bad-address');
    expect(endpoint.received).toEqual([]);
  });

  it('refuses header values that would split the request', async () => {
    const headers = { 'x-token': 'a\r\nx-injected: 1' };
    expect(await reason(sendOutbound(request('/hook', { headers }), policy))).toBe('bad-header');
    expect(endpoint.received).toEqual([]);
  });
});
