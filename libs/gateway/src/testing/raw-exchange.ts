/**
 * A raw HTTP/1.1 client for tests of what happens on the wire: requests that stop half-way, come
 * slowly, or are refused before they end. Used by *.int-spec.ts only.
 */
import { beforeAll } from '@jest/globals';
import { connect, type AddressInfo } from 'node:net';
import { HOOK_TIMEOUT, type TestGateway } from './test-gateway.js';

/** Makes the test gateway listen on a free port of 127.0.0.1 (inject() never touches a socket). */
export function useListeningPort(gateway: TestGateway): () => number {
  let port = 0;
  beforeAll(async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.app.getHttpServer().address() as AddressInfo).port;
  }, HOOK_TIMEOUT);
  return () => port;
}

export type Exchange = {
  /** Everything the server sent, as latin1 text. */
  answer: string;
  /** When the server closed the connection; null when it was still open at the end. */
  closedAfterMs: number | null;
};

export type Piece = { afterMs: number; data: string | Buffer };

/**
 * Opens a connection to 127.0.0.1:port, writes each piece `afterMs` after the previous one, and
 * reports what came back. Stops after `waitMs`, or as soon as `until(answer)` holds.
 */
export function exchange(
  port: number,
  pieces: Piece[],
  waitMs: number,
  until: (answer: string) => boolean = () => false,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (closedAfterMs: number | null) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (until(answer)) finish(null);
    });
    socket.on('close', () => finish(Date.now() - started));
    // A server that closes while a piece is being written resets it: the close tells the story.
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      let at = 0;
      for (const piece of pieces) {
        at += piece.afterMs;
        timers.push(setTimeout(() => socket.write(piece.data), at));
      }
      timers.push(setTimeout(() => finish(null), waitMs));
    });
  });
}

/** The status code of the first answer, or null when there was none. */
export const statusOf = (answer: string) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? null;
