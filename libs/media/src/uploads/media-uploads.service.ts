import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  BLOB_STORAGE,
  CONFIG,
  InjectDatabase,
  recordEvent,
  type BlobStoragePort,
  type Database,
  type Owner,
  type ReceivedFile,
  type TesseraConfig,
} from '@tessera/platform';
import { MediaError } from '../media.errors.js';
import { mediaUrl } from '../media-urls.js';
import { MediaObjectsRepository } from '../objects/media-objects.repository.js';
import { cleanImage, ImageRejectedError, type CleanImage } from './image-content.js';

/** The fields POST /api/upload-file takes a file under (publishing §7). */
export const UPLOAD_FIELDS = ['thumbnail', 'image'] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** 3 MB per image (publishing §9: 3145728 bytes). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

export type StoredUpload = {
  id: string;
  url: string;
  content_type: string;
  /** The size as uploaded, which the marketplace's limits count. */
  size: number;
  width: number;
  height: number;
};

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/**
 * Stores an upload: checked by its content (image-content.ts), then written in three steps so a
 * failure at any point leaves nothing half-way: a `pending` row (under the workspace's quota),
 * the object, and the row marked `stored` with its `media.upload-stored` event in one
 * transaction. A pending row whose upload failed is undone here, or by the media service's sweep.
 */
@Injectable()
export class MediaUploadsService {
  private readonly logger = new Logger(MediaUploadsService.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStoragePort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly objects: MediaObjectsRepository,
  ) {}

  async upload(owner: Owner, file: ReceivedFile): Promise<StoredUpload> {
    const image = await this.check(file.bytes);
    const workspaceId = owner.workspaceId;
    const id = randomUUID();
    const key = `uploads/${workspaceId}/${id}.${image.extension}`;

    await this.db.transaction(async (tx) => {
      await this.objects.lockWorkspace(tx, workspaceId);
      const quota = this.config.MEDIA_QUOTA_MB * 1024 * 1024;
      const used = await this.objects.bytesUsed(tx, workspaceId);
      if (used + image.bytes.length > quota)
        throw new MediaError(
          'quotaReached',
          `It holds ${megabytes(used)} MB of ${this.config.MEDIA_QUOTA_MB} MB; this image needs ${megabytes(image.bytes.length)} MB.`,
        );
      await this.objects.insertPending(tx, {
        id,
        workspaceId,
        uploadedBy: owner.accountId,
        field: file.field as UploadField,
        key,
        contentType: image.contentType,
        byteSize: image.bytes.length,
        uploadedBytes: file.bytes.length,
        width: image.width,
        height: image.height,
      });
    });

    try {
      await this.storage.put(key, image.bytes, image.contentType);
      await this.db.transaction(async (tx) => {
        if (!(await this.objects.markStored(tx, workspaceId, id)))
          throw new Error(`Media object ${id} was swept before it was stored`);
        await recordEvent(tx, 'media.upload-stored', {
          workspaceId,
          mediaId: id,
          key,
          contentType: image.contentType,
        });
      });
    } catch (error) {
      await this.undo(workspaceId, id, key);
      throw error;
    }
    return {
      id,
      url: mediaUrl(id),
      content_type: image.contentType,
      size: file.bytes.length,
      width: image.width,
      height: image.height,
    };
  }

  private async check(bytes: Buffer): Promise<CleanImage> {
    try {
      return await cleanImage(bytes);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw new MediaError(error.reason);
    }
  }

  /**
   * The object first, then its row: if the object cannot be deleted now, the pending row stays
   * for the sweep, so no object is ever left without a row that leads to it.
   */
  private async undo(workspaceId: string, id: string, key: string): Promise<void> {
    try {
      await this.storage.delete(key);
      await this.objects.remove(this.db, workspaceId, id);
    } catch (error) {
      this.logger.warn(`Upload ${id} is left for the sweep: ${String(error)}`);
    }
  }
}
