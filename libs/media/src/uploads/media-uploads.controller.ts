import { Controller, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { errorResponseSchema, uploadedFileResponseSchema } from '@tessera/contracts';
import { ApiDoc, CurrentOwner, readMultipartFile, type Owner } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { MediaError } from '../media.errors.js';
import { MAX_IMAGE_BYTES, MediaUploadsService, UPLOAD_FIELDS } from './media-uploads.service.js';

@Controller('api/upload-file')
export class MediaUploadsController {
  constructor(private readonly uploads: MediaUploadsService) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        UPLOAD_FIELDS.map((field) => [field, { type: 'string', format: 'binary' }]),
      ),
    },
  })
  @ApiDoc({
    tag: 'Media',
    summary:
      'Upload an image (PNG, JPEG, GIF or WebP, at most 3 MB) under "thumbnail" or "image"; it is checked by its content and stored without its metadata',
    responses: {
      201: uploadedFileResponseSchema,
      400: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
    },
  })
  async upload(@CurrentOwner() owner: Owner, @Req() request: FastifyRequest) {
    const file = await readMultipartFile(request, {
      fields: UPLOAD_FIELDS,
      maxBytes: MAX_IMAGE_BYTES,
      refusals: {
        noFile: () => new MediaError('noFile'),
        tooLarge: () => new MediaError('tooBig'),
        malformed: () => new MediaError('badUpload'),
      },
    });
    return this.uploads.upload(owner, file);
  }
}
