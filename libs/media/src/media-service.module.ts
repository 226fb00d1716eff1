import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { MediaObjectsRepository } from './objects/media-objects.repository.js';
import { MediaUploadsConsumer } from './thumbnails/media-uploads.consumer.js';

/** What the media service must consume wherever it runs: each stored upload gets its thumbnail. */
export const MEDIA_SERVICE_EVENTS: readonly EventName[] = ['media.upload-stored'];

/**
 * The media service: thumbnails made in a job from `media.upload-stored`, and the sweep of uploads
 * that failed half-way. No controllers. Embedded, it runs in the one process beside the gateway;
 * split, it is apps/media.
 */
@Module({
  providers: [MediaObjectsRepository, MediaUploadsConsumer],
})
export class MediaServiceModule {}
