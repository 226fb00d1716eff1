import { Injectable } from '@nestjs/common';
import { mediaIdOf, mediaUrl } from './media-urls.js';
import { MediaObjectsRepository, type MediaObject } from './objects/media-objects.repository.js';

/** A stored image as other features see it. */
export type StoredImage = {
  id: string;
  url: string;
  field: 'thumbnail' | 'image';
  contentType: string;
  /** The size as uploaded (what the marketplace's limits count). */
  uploadedBytes: number;
  width: number;
  height: number;
};

/**
 * What other features may ask the media service (through a port of theirs the host answers with
 * this): which of a workspace's stored images some addresses are.
 */
@Injectable()
export class MediaQueries {
  constructor(private readonly objects: MediaObjectsRepository) {}

  /**
   * The workspace's stored marketplace images (uploaded as `thumbnail` or `image`) among the given
   * addresses, by address. An address this gateway did not give out, one of another workspace's
   * objects, or a file sent into a sheet is not among them.
   */
  async imagesOf(workspaceId: string, urls: readonly string[]): Promise<Map<string, StoredImage>> {
    const ids = urls.map(mediaIdOf).filter((id): id is string => id !== null);
    const found = await this.objects.storedOf(workspaceId, ids);
    return new Map(
      found.filter(isMarketplaceImage).map((object) => [
        mediaUrl(object.id),
        {
          id: object.id,
          url: mediaUrl(object.id),
          field: object.field,
          contentType: object.contentType,
          uploadedBytes: object.uploadedBytes,
          width: object.width ?? 0,
          height: object.height ?? 0,
        },
      ]),
    );
  }
}

function isMarketplaceImage(
  object: MediaObject,
): object is MediaObject & { field: StoredImage['field'] } {
  return object.field === 'thumbnail' || object.field === 'image';
}
