import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { errorResponseSchema } from '@tessera/contracts';
import { FILE_KINDS } from '@tessera/domain';
import { ApiDoc, BLOB_STORAGE, Public, type BlobStoragePort } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { MediaError } from '../media.errors.js';
import { isMediaId } from '../media-urls.js';
import { MediaObjectsRepository } from '../objects/media-objects.repository.js';
import { THUMBNAIL_CONTENT_TYPE } from '../uploads/image-content.js';

/** The extension of each type the media service stores under. */
const EXTENSION_OF = new Map<string, string>(
  Object.values(FILE_KINDS).map((kind) => [kind.contentType, kind.extension]),
);

/**
 * Serves stored media. An object's id (a random UUID) is the capability to read it, as an S3
 * presigned address would be: marketplace images are shown to every visitor, and a sheet's files
 * to whoever reads the sheet. The answer's type is the one the media service chose from the bytes,
 * never the uploader's; it is named by its field and type (never by the uploader's file name),
 * images are shown inline and other files downloaded, sandboxed, and cached for good (an object
 * never changes under its id).
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
    responses: { 200: 'The image', 404: errorResponseSchema },
  })
  async serve(
    @Param('id') id: string,
    @Query('variant') variant: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const object = isMediaId(id) ? await this.objects.findStored(id) : undefined;
    if (!object) throw new MediaError('notFound');
    const key = variant === 'thumbnail' && object.thumbnailKey ? object.thumbnailKey : object.key;
    const thumbnail = key !== object.key;
    const blob = await this.storage.get(key);
    if (!blob) throw new MediaError('notFound');
    const contentType = thumbnail ? THUMBNAIL_CONTENT_TYPE : object.contentType;
    const name = `${object.field}${thumbnail ? '-thumbnail' : ''}.${EXTENSION_OF.get(contentType) ?? 'bin'}`;
    const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
    reply
      .header('content-type', contentType)
      .header('content-disposition', `${disposition}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable');
    return Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength);
  }
}
