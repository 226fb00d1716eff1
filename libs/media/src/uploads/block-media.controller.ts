import { Controller, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { blockMediaResponseSchema, errorResponseSchema } from '@tessera/contracts';
import { BLOCK_MEDIA, isBlockMediaKind, type BlockMediaKind } from '@tessera/domain';
import { ApiDoc, CurrentOwner, readMultipartFile, type Owner } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { MediaError } from '../media.errors.js';
import { MediaUploadsService } from './media-uploads.service.js';

const TOO_BIG = { image: 'imageTooBig', video: 'videoTooBig', audio: 'audioTooBig' } as const;

/**
 * Files owners upload into their blocks' settings (block-configuration §3: video_upload,
 * audio_upload, and the pictures of banners, features, events and players), under "file".
 */
@Controller('api/block-media')
export class BlockMediaController {
  constructor(private readonly uploads: MediaUploadsService) {}

  @Post(':kind')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiDoc({
    tag: 'Media',
    summary:
      'Upload a file for a block: `image` (PNG, JPEG, GIF or WebP under 5 MB), `video` (MP4, WebM, Ogg or MOV) or `audio` (MP3, M4A, Ogg, WAV, FLAC or WebM), each up to 20 MB; the kind is read from the bytes; 60 uploads per workspace per 15 minutes',
    responses: {
      201: blockMediaResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      413: errorResponseSchema,
      415: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async upload(
    @CurrentOwner() owner: Owner,
    @Param('kind') kind: string,
    @Req() request: FastifyRequest,
  ) {
    if (!isBlockMediaKind(kind)) throw new MediaError('unknownBlockMedia');
    await this.uploads.takeBlockMediaTurn(owner);
    const file = await readMultipartFile(request, {
      fields: ['file'],
      maxBytes: BLOCK_MEDIA[kind].maxBytes,
      refusals: {
        noFile: () => new MediaError('noBlockFile'),
        tooLarge: () => new MediaError(TOO_BIG[kind satisfies BlockMediaKind]),
        malformed: () => new MediaError('badUpload'),
      },
    });
    return this.uploads.storeBlockMedia(owner, kind, file.bytes);
  }
}
