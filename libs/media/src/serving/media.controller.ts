import { Controller, Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import { errorResponseSchema } from '@tessera/contracts';
import { FILE_KINDS } from '@tessera/domain';
import { ApiDoc, BLOB_STORAGE, Public, type BlobStoragePort } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { MediaError } from '../media.errors.js';
import { isMediaId } from '../media-urls.js';
import { byteRange } from './byte-range.js';
import { MediaObjectsRepository } from '../objects/media-objects.repository.js';
import { THUMBNAIL_CONTENT_TYPE } from '../uploads/image-content.js';

/** Pictures, videos and audio are shown where they are opened; other files are downloaded. */
const SHOWN_INLINE = /^(image|video|audio)\//;

/** The extension of each type the media service stores under. */
const EXTENSION_OF = new Map<string, string>(
  Object.values(FILE_KINDS).map((kind) => [kind.contentType, kind.extension]),
);

/**
 * Serves stored media. An object's id (a random UUID) is the capability to read it, as an S3
 * presigned address would be: marketplace images are shown to every visitor, and a sheet's files
 * to whoever reads the sheet. The answer's type is the one the media service chose from the bytes,
 * never the uploader's; it is named by its field and type (never by the uploader's file name),
 * pictures, videos and audio are shown inline and other files downloaded, sandboxed, and cached for
 * good (an object never changes under its id). A single byte range is answered (players seek by
 * asking for one).
 */
@Public()
@Controller('api/media')
export class MediaController {
  constructor(
    private readonly objects: MediaObjectsRepository,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStoragePort,
  ) {}

  @Get(':id')
  @ApiDoc({
    tag: 'Media',
    summary:
      "A stored image (shown inline) or file (downloaded); `?variant=thumbnail` gives an image's small version once made",
    responses: {
      200: 'The file',
      206: 'The byte range asked for',
      404: errorResponseSchema,
      416: 'No such byte range',
    },
  })
  async serve(
    @Param('id') id: string,
    @Query('variant') variant: string | undefined,
    @Headers('range') range: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const object = isMediaId(id) ? await this.objects.findStored(id) : undefined;
    if (!object) throw new MediaError('notFound');
    const key = variant === 'thumbnail' && object.thumbnailKey ? object.thumbnailKey : object.key;
    const thumbnail = key !== object.key;
    const contentType = thumbnail ? THUMBNAIL_CONTENT_TYPE : object.contentType;
    const name = `${object.field}${thumbnail ? '-thumbnail' : ''}.${EXTENSION_OF.get(contentType) ?? 'bin'}`;
    const disposition = SHOWN_INLINE.test(contentType) ? 'inline' : 'attachment';
    reply
      .header('content-type', contentType)
      .header('content-disposition', `${disposition}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes');
    // A range of the object itself (its size is on its row) is read without the rest.
    const wanted = range === undefined || thumbnail ? 'whole' : byteRange(range, object.byteSize);
    if (wanted === 'unsatisfiable') {
      reply
        .code(416)
        .header('content-range', `bytes */${object.byteSize}`)
        .header('cache-control', 'no-store');
      return Buffer.alloc(0);
    }
    if (wanted !== 'whole') {
      const part = await this.storage.getRange(key, wanted.start, wanted.end);
      if (!part) throw new MediaError('notFound');
      reply
        .code(206)
        .header('content-range', `bytes ${wanted.start}-${wanted.end}/${object.byteSize}`);
      return Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    }
    const blob = await this.storage.get(key);
    if (!blob) throw new MediaError('notFound');
    return Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength);
  }
}
