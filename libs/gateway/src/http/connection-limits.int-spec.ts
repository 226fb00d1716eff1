import { describe, expect, it, jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { exchange, statusOf, useListeningPort } from '../testing/raw-exchange.js';
import { useTestGateway } from '../testing/test-gateway.js';
import { CONNECTION_LIMITS } from './connection-limits.js';

jest.setTimeout(60_000);

const loginHead = (length: number) =>
  'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\n\r\n`;

describe('connection limits', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { reset: false });
  const port = useListeningPort(gateway);

  const margin = CONNECTION_LIMITS.checkIntervalMs + 2000;

  it('drops a request whose body stops arriving, within seconds', async () => {
    // One byte of a 1,000-byte body, then silence.
    const result = await exchange(port(), [{ afterMs: 0, data: `${loginHead(1000)}{` }], 30_000);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeLessThan(CONNECTION_LIMITS.bodyIdleTimeoutMs + margin);
    expect([null, '408']).toContain(statusOf(result.answer));
  });

  it('answers 408 to headers that never end, within seconds', async () => {
    const result = await exchange(
      port(),
      [{ afterMs: 0, data: 'GET /health HTTP/1.1\r\nHost: localhost\r\n' }],
      30_000,
    );
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeLessThan(CONNECTION_LIMITS.headersTimeoutMs + margin);
    expect(statusOf(result.answer)).toBe('408');
  });

  it('lets a slow but steady body through, however long its silences add up to', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const gap = CONNECTION_LIMITS.bodyIdleTimeoutMs / 2;
    const thirds = [body.slice(0, 20), body.slice(20, 40), body.slice(40)];
    const result = await exchange(
      port(),
      [
        { afterMs: 0, data: loginHead(Buffer.byteLength(body)) },
        ...thirds.map((data) => ({ afterMs: gap, data })),
      ],
      gap * 3 + 5000,
      (answer) => answer.includes('\r\n\r\n'),
    );
    // Three silences of half the idle limit: longer than the limit together, never alone.
    expect(statusOf(result.answer)).toBe('401');
  });

  it('closes a kept-alive connection left idle', async () => {
    const result = await exchange(
      port(),
      [{ afterMs: 0, data: 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n' }],
      CONNECTION_LIMITS.keepAliveTimeoutMs + 10_000,
    );
    expect(statusOf(result.answer)).toBe('200');
    expect(result.answer).toMatch(/keep-alive: timeout=10/i);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeLessThan(CONNECTION_LIMITS.keepAliveTimeoutMs + margin);
  });
});

// Keeps the helper honest: a connection the server leaves open is reported as open.
describe('exchange', () => {
  it('reports an open connection as null', async () => {
    const server = (await import('node:net')).createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const result = await exchange((server.address() as AddressInfo).port, [], 300);
    expect(result.closedAfterMs).toBeNull();
    await sleep(10);
    server.close();
  });
});
