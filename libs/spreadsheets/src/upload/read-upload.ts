import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { WorkbookRejectedError } from '../import/workbook-rejected.error.js';
import type { WorkbookFile } from '../import/workbook.js';
import { SpreadsheetsError } from '../spreadsheets.errors.js';

/** The form field the upload comes in. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads the uploaded file of a multipart request into memory. The gateway's multipart limit
 * (20 MB) ends the read at its first byte past the limit, while the rest of the body may still
 * be coming; that becomes the spec-worded 413.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<WorkbookFile> {
  if (!request.isMultipart()) throw new SpreadsheetsError('noFile');
  const part = await request.file().catch((error: unknown) => {
    throw uploadRefusal(error);
  });
  if (!part || part.fieldname !== UPLOAD_FIELD) throw new SpreadsheetsError('noFile');
  const bytes = await withinLimit(part);
  if (part.file.truncated) throw WorkbookRejectedError.fileTooLarge();
  return { fileName: part.filename, bytes };
}

/**
 * The file's bytes, or a refusal as soon as the multipart limit is reached: busboy would
 * otherwise read (and drop) the rest of an oversize file, however large, before toBuffer ends.
 */
function withinLimit(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    part.file.once('limit', () => {
      reject(WorkbookRejectedError.fileTooLarge());
      part.file.destroy();
    });
    part.toBuffer().then(resolve, (error: unknown) => reject(uploadRefusal(error)));
  });
}

/** Errors while receiving the body come from the client's request: too large, cut or malformed. */
function uploadRefusal(error: unknown): Error {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
    return WorkbookRejectedError.fileTooLarge();
  return new SpreadsheetsError('badUpload');
}
