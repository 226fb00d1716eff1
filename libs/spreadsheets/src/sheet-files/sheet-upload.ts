import { SHEET_FILE_MAX_BYTES } from '@tessera/domain';
import { readMultipartFile, type ReceivedFile } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { SheetFilesError } from './sheet-files.errors.js';

/**
 * The one file of a multipart request under `field`, under 5 MB (block-configuration §5, §9),
 * refused in the sheet files' words; read when the caller has authorised the request.
 */
export const sheetUpload = (request: FastifyRequest, field: string) => (): Promise<ReceivedFile> =>
  readMultipartFile(request, {
    fields: [field],
    maxBytes: SHEET_FILE_MAX_BYTES - 1,
    refusals: {
      noFile: () => new SheetFilesError('noFile'),
      tooLarge: () => new SheetFilesError('tooBig'),
      malformed: () => new SheetFilesError('badUpload'),
    },
  });
