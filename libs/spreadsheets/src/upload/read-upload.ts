import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { WorkbookRejectedError } from '../import/workbook-rejected.error.js';
import type { WorkbookFile } from '../import/workbook.js';
import { SpreadsheetsError } from '../spreadsheets.errors.js';

/** The form field the upload comes in. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads the uploaded file of a multipart request into memory. The gateway's multipart limit
 * (20 MB) stops the stream early; that becomes the spec-worded 413.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<WorkbookFile> {
  if (!request.isMultipart()) throw new SpreadsheetsError('noFile');
  const part = await request.file().catch(uploadError);
  if (!part || part.fieldname !== UPLOAD_FIELD) throw new SpreadsheetsError('noFile');
  const bytes = await part.toBuffer().catch(uploadError);
  if (part.file.truncated) throw WorkbookRejectedError.fileTooLarge();
  return { fileName: part.filename, bytes };
}

/** Errors while receiving the body come from the client's request: too large, cut or malformed. */
function uploadError(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
    throw WorkbookRejectedError.fileTooLarge();
  throw new SpreadsheetsError('badUpload');
}
