import { defineJob, type BlobStoragePort } from '@tessera/platform';
import { z } from 'zod';
import type { MediaObjectsRepository } from '../objects/media-objects.repository.js';
import { makeThumbnail, THUMBNAIL_CONTENT_TYPE } from '../uploads/image-content.js';

/** Where an object's thumbnail is kept: beside it, under a name of its own. */
export const thumbnailKeyOf = (key: string) => key.replace(/\.[a-z]+$/, '-thumbnail.webp');

/**
 * `media.make-thumbnail`: the small version of a stored image (image-content.ts makeThumbnail),
 * put beside it and recorded on its row. An object removed meanwhile loses its thumbnail too.
 */
export const makeThumbnailJob = (storage: BlobStoragePort, objects: MediaObjectsRepository) =>
  defineJob({
    name: 'media.make-thumbnail',
    payload: z.object({ workspaceId: z.string(), mediaId: z.string(), key: z.string() }),
    retries: 3,
    backoffMs: 1000,
    handler: async ({ workspaceId, mediaId, key }) => {
      const original = await storage.get(key);
      if (!original) return; // removed since: nothing to make
      const thumbnailKey = thumbnailKeyOf(key);
      await storage.put(thumbnailKey, await makeThumbnail(original.bytes), THUMBNAIL_CONTENT_TYPE);
      if (!(await objects.setThumbnail(workspaceId, mediaId, thumbnailKey)))
        await storage.delete(thumbnailKey);
    },
  });
