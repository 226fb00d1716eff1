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

/** GET this path for what the server received so far, as JSON (not recorded itself). */
export const RECORDED_PATH = '/__recorded';

/**
 * The default answer: a 307 to the address in `?redirect=`, else 201 with a small JSON body the
 * caller must never show (`"reply"`).
 */
export function recordingAnswer(request: IncomingMessage, response: ServerResponse): void {
  const redirect = new URL(request.url ?? '/', 'http://recorder').searchParams.get('redirect');
  if (redirect) response.writeHead(307, { location: redirect }).end();
  else
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end('{"reply":"what the endpoint answered"}');
}

/**
 * A local HTTP server on 127.0.0.1 that records every request it receives (after reading its
 * body) and answers as `answer` says (recordingAnswer by default): the far end of an API call,
 * or an internal service a redirect must never reach. Tests in another process read what it
 * received at RECORDED_PATH.
 */
export async function startRecordingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void = recordingAnswer,
): Promise<RecordingServer> {
  const received: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === RECORDED_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
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
