import { Module } from '@nestjs/common';
import { MediaQueries } from './media-queries.js';
import { MediaObjectsRepository } from './objects/media-objects.repository.js';
import { MediaController } from './serving/media.controller.js';
import { BlockMediaController } from './uploads/block-media.controller.js';
import { MediaUploadsController } from './uploads/media-uploads.controller.js';
import { MediaUploadsService } from './uploads/media-uploads.service.js';

/**
 * Media's HTTP side, hosted by the gateway: uploads checked by their content and stored
 * (POST /api/upload-file) and files for blocks' settings (POST /api/block-media/:kind), and stored
 * objects served (GET /api/media/:id). Thumbnails and the
 * sweep of failed uploads are the media service's (MediaServiceModule). Other features ask it
 * through ports of theirs the host answers: MediaQueries (which images are stored), and
 * MediaUploadsService.storeSheetFile (a file a block sends into its sheet).
 */
@Module({
  controllers: [MediaUploadsController, BlockMediaController, MediaController],
  providers: [MediaObjectsRepository, MediaUploadsService, MediaQueries],
  exports: [MediaQueries, MediaUploadsService],
})
export class MediaModule {}
