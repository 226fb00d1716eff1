import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** A file received in a multipart request, read into memory. */
export type ReceivedFile = { field: string; fileName: string; bytes: Buffer };

/** How a caller words each refusal (its module's errors, in the spec's words). */
export type MultipartRefusals = {
  /** Not multipart, no file, or a file under another field. */
  noFile: () => Error;
  /** Past `maxBytes` (or the gateway's own multipart limit). */
  tooLarge: () => Error;
  /** The body was cut off or malformed. */
  malformed: () => Error;
};

/**
 * What a multipart body may hold besides its file: a few short text fields (busboy's defaults
 * allow a thousand parts of a megabyte each, all kept in memory before the file is reached).
 */
export const MULTIPART_BODY_LIMITS = {
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 100,
} as const;

/** Room for the multipart framing and a few short fields around the file. */
const FRAMING_BYTES = 16 * 1024;

/**
 * Reads the one file of a multipart request, from one of `fields`, refusing it as soon as it
 * passes `maxBytes`: busboy would otherwise read (and drop) the rest of an oversize file, however
 * large, before the buffer ends. A body declaring more than the file and its framing is refused
 * before it is read. Nothing about the file is trusted but its bytes.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  options: { fields: readonly string[]; maxBytes: number; refusals: MultipartRefusals },
): Promise<ReceivedFile> {
  const { refusals } = options;
  if (!request.isMultipart()) throw refusals.noFile();
  const declared = Number(request.headers['content-length']);
  if (declared > options.maxBytes + FRAMING_BYTES) throw refusals.tooLarge();
  const part = await request
    .file({ limits: { ...MULTIPART_BODY_LIMITS, fileSize: options.maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw receiveRefusal(error, refusals);
    });
  if (!part || !options.fields.includes(part.fieldname)) {
    part?.file.resume();
    throw refusals.noFile();
  }
  const bytes = await withinLimit(part, refusals);
  if (part.file.truncated) throw refusals.tooLarge();
  return { field: part.fieldname, fileName: part.filename, bytes };
}

function withinLimit(part: MultipartFile, refusals: MultipartRefusals): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    part.file.once('limit', () => {
      reject(refusals.tooLarge());
      part.file.destroy();
    });
    part.toBuffer().then(resolve, (error: unknown) => reject(receiveRefusal(error, refusals)));
  });
}

/** Errors while receiving the body come from the client's request: too large, cut or malformed. */
function receiveRefusal(error: unknown, refusals: MultipartRefusals): Error {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
    return refusals.tooLarge();
  return refusals.malformed();
}
