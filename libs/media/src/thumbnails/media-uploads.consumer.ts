import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  BLOB_STORAGE,
  DATABASE,
  EVENT_BUS,
  JOB_QUEUE,
  enqueueJob,
  subscribeIdempotent,
  type BlobStoragePort,
  type Database,
  type EventBusPort,
  type JobQueuePort,
} from '@tessera/platform';
import { MediaObjectsRepository, type MediaObject } from '../objects/media-objects.repository.js';
import { makeThumbnailJob, thumbnailKeyOf } from './make-thumbnail.job.js';

/** How often uploads left pending are looked for, and how old one must be to count as failed. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Well past the gateway's whole-request limit (120 s): an upload this old is not still running. */
const PENDING_ABANDONED_AFTER_MS = 15 * 60_000;
/**
 * A file sent into a sheet that no row write recorded in this time was never saved (the visitor
 * left the form): it is removed, and no longer counts in the workspace's storage.
 */
export const UNCLAIMED_SHEET_FILE_MS = 6 * 60 * 60_000;

/**
 * The media service's work: a thumbnail for each stored image (`media.upload-stored` turned into
 * a `media.make-thumbnail` job); sheet files claimed once a row write records them
 * (`sheet.files-recorded`); and a sweep of uploads that failed half-way (a pending row whose
 * object may or may not exist) and of sheet files never saved: the object is deleted first, then
 * its row.
 */
@Injectable()
export class MediaUploadsConsumer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MediaUploadsConsumer.name);
  private sweeper: NodeJS.Timeout | undefined;
  private readonly job;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStoragePort,
    private readonly objects: MediaObjectsRepository,
  ) {
    this.job = makeThumbnailJob(storage, objects);
  }

  onModuleInit() {
    this.queue.register(this.job);
    subscribeIdempotent(this.bus, this.db, 'media', 'media.upload-stored', async (stored) => {
      const { workspaceId, mediaId, key, contentType } = stored;
      if (!contentType.startsWith('image/')) return; // documents, audio and video have none
      await enqueueJob(
        this.queue,
        this.job,
        { workspaceId, mediaId, key },
        { jobId: `thumbnail-${mediaId}` },
      );
    });
    subscribeIdempotent(
      this.bus,
      this.db,
      'media',
      'sheet.files-recorded',
      async (recorded, tx) => {
        await this.objects.claim(tx, recorded.workspaceId, recorded.mediaIds);
      },
    );
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.sweeper);
  }

  /**
   * Removes uploads left pending, and sheet files no row write recorded: each object (and
   * thumbnail) first, then its row.
   */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    try {
      const before = new Date(now.getTime() - PENDING_ABANDONED_AFTER_MS);
      for (const object of await this.objects.abandoned(before)) {
        await this.removeObject(object);
        removed += 1;
      }
      const unsaved = new Date(now.getTime() - UNCLAIMED_SHEET_FILE_MS);
      for (const object of await this.objects.unclaimed(unsaved)) {
        if (!(await this.objects.release(object.workspaceId, object.id))) continue;
        await this.removeObject(object);
        removed += 1;
      }
    } catch (error) {
      this.logger.error(`Sweeping failed uploads failed: ${String(error)}`);
    }
    return removed;
  }

  private async removeObject(object: MediaObject): Promise<void> {
    await this.storage.delete(object.key);
    await this.storage.delete(thumbnailKeyOf(object.key));
    await this.objects.remove(this.db, object.workspaceId, object.id);
  }
}
