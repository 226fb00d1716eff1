import { describe, expect, it } from '@jest/globals';
import type { TrustProxy } from '@tessera/platform';
import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import { trustProxyOption } from '../http/trust-proxy.js';
import { hostAsFastifyReadsIt } from './cached-pages-first.js';

/** Fastify's own reading of the host, for the trust setting as createGateway passes it. */
async function fastifyHost(trust: TrustProxy, headers: Record<string, string>): Promise<string> {
  const fastify = Fastify({
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
  });
  fastify.get('/', (request) => ({ host: request.host }));
  const res = await fastify.inject({ method: 'GET', url: '/', headers });
  await fastify.close();
  return res.json<{ host: string }>().host;
}

const requestWith = (headers: Record<string, string>) =>
  ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

describe('hostAsFastifyReadsIt', () => {
  const cases: [string, Record<string, string>][] = [
    ['a Host alone', { host: 'shop.localhost:3000' }],
    ['a forwarded host', { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' }],
    [
      'a forwarded host set twice',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example.com, shop.example.com ' },
    ],
  ];
  for (const trust of [false, true, 0, 1, 2] as TrustProxy[])
    it.each(cases)(
      `reads %s as Fastify does with trustProxy ${String(trust)}`,
      async (_c, headers) => {
        expect(hostAsFastifyReadsIt(requestWith(headers), trustProxyOption(trust))).toBe(
          await fastifyHost(trust, headers),
        );
      },
    );

  it('leaves a forwarded host behind a list of proxies to Fastify', () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' };
    expect(hostAsFastifyReadsIt(requestWith(headers), ['10.0.0.0/8'])).toBeNull();
    expect(hostAsFastifyReadsIt(requestWith({ host: 'shop.localhost' }), ['10.0.0.0/8'])).toBe(
      'shop.localhost',
    );
  });
});
