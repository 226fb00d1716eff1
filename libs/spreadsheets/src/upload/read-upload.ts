import { readMultipartFile } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { WorkbookRejectedError } from '../import/workbook-rejected.error.js';
import { IMPORT_LIMITS, type WorkbookFile } from '../import/workbook.js';
import { SpreadsheetsError } from '../spreadsheets.errors.js';

/** The form field the upload comes in. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads the uploaded workbook of a multipart request into memory, refused with the spec-worded
 * 413 at its first byte past the upload limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<WorkbookFile> {
  const { fileName, bytes } = await readMultipartFile(request, {
    fields: [UPLOAD_FIELD],
    maxBytes: IMPORT_LIMITS.maxFileBytes,
    refusals: {
      noFile: () => new SpreadsheetsError('noFile'),
      tooLarge: () => WorkbookRejectedError.fileTooLarge(),
      malformed: () => new SpreadsheetsError('badUpload'),
    },
  });
  return { fileName, bytes };
}
