import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a RecordingServer received, body read whole. */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type RecordingServer = {
  received: RecordedRequest[];
  port: number;
  /** `http://127.0.0.1:{port}` */
  origin: string;
  close(): Promise<void>;
};

/**
 * A local HTTP server on 127.0.0.1 that records every request it receives (after reading its
 * body) and answers as `answer` says (201 with a small JSON body by default): the far end of an
 * API call, or an internal service a redirect must never reach.
 */
export async function startRecordingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}'),
): Promise<RecordingServer> {
  const received: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    port,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
