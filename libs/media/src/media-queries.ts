import { Injectable } from '@nestjs/common';
import { mediaIdOf, mediaUrl } from './media-urls.js';
import { MediaObjectsRepository } from './objects/media-objects.repository.js';

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
   * The workspace's stored images among the given addresses, by address. An address this gateway
   * did not give out, or one of another workspace's objects, is not among them.
   */
  async imagesOf(workspaceId: string, urls: readonly string[]): Promise<Map<string, StoredImage>> {
    const ids = urls.map(mediaIdOf).filter((id): id is string => id !== null);
    const found = await this.objects.storedOf(workspaceId, ids);
    return new Map(
      found.map((object) => [
        mediaUrl(object.id),
        {
          id: object.id,
          url: mediaUrl(object.id),
          field: object.field,
          contentType: object.contentType,
          uploadedBytes: object.uploadedBytes,
          width: object.width,
          height: object.height,
        },
      ]),
    );
  }
}
