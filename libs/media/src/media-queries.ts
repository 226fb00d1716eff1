import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import { mediaIdOf, mediaIdOfAddress, mediaUrl } from './media-urls.js';
import {
  MediaObjectsRepository,
  isSheetFileField,
  type MediaObject,
} from './objects/media-objects.repository.js';

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

/** A file sent into a sheet, as the row write recording its address sees it. */
export type StoredSheetFileRef = { id: string; contentType: string };

/**
 * What other features may ask the media service (through a port of theirs the host answers with
 * this): which of a workspace's stored images, or of its sheet files, some addresses are.
 */
@Injectable()
export class MediaQueries {
  constructor(
    private readonly objects: MediaObjectsRepository,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  /**
   * The workspace's stored sheet files (sent through a form or an "Upload Image" cell) among the
   * given full addresses, by address. Any other address, or another workspace's file, is not
   * among them.
   */
  async sheetFilesOf(
    workspaceId: string,
    addresses: readonly string[],
  ): Promise<Map<string, StoredSheetFileRef>> {
    const ids = new Map<string, string>();
    for (const address of addresses) {
      const id = mediaIdOfAddress(address, this.config.BASE_URL);
      if (id) ids.set(id, address);
    }
    const found = await this.objects.storedOf(workspaceId, [...ids.keys()]);
    return new Map(
      found
        .filter((object) => isSheetFileField(object.field))
        .map((object) => [ids.get(object.id)!, { id: object.id, contentType: object.contentType }]),
    );
  }

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
