import type { FastifyReply } from 'fastify';

/** A header parameter value in RFC 5987's form: UTF-8, every character but its few safe ones escaped. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A file to save (never cached: it is what this caller may read now). */
export function fileAnswer<Body extends string | Buffer>(
  reply: FastifyReply,
  file: { fileName: string; body: Body },
  contentType: string,
): Body {
  reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${rfc5987(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store');
  return file.body;
}

export const CSV_FILE = 'text/csv; charset=utf-8';
export const PDF_FILE = 'application/pdf';
