import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, ready for `app.inject({ payload, headers })`. */
export function buildMultipartUpload(file: {
  bytes: Buffer;
  fileName: string;
  field?: string;
  contentType?: string;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${randomBytes(12).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What can take an injected request: a Nest or Fastify app (this library stays free of both). */
export type RequestInjector<Answer> = {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: Buffer;
  }): Promise<Answer>;
};

/** Uploads a spreadsheet file as `cookie` (POST /api/spreadsheets), as the dashboard's form does. */
export function uploadSpreadsheet<Answer>(
  app: RequestInjector<Answer>,
  cookie: string,
  file: { fileName: string; bytes: Buffer },
): Promise<Answer> {
  const { payload, headers } = buildMultipartUpload(file);
  return app.inject({
    method: 'POST',
    url: '/api/spreadsheets',
    headers: { ...headers, cookie },
    payload,
  });
}
