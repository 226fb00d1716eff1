import { Module } from '@nestjs/common';
import { MediaQueries } from './media-queries.js';
import { MediaObjectsRepository } from './objects/media-objects.repository.js';
import { MediaController } from './serving/media.controller.js';
import { MediaUploadsController } from './uploads/media-uploads.controller.js';
import { MediaUploadsService } from './uploads/media-uploads.service.js';

/**
 * Media's HTTP side, hosted by the gateway: uploads checked by their content and stored
 * (POST /api/upload-file), and stored objects served (GET /api/media/:id). Thumbnails and the
 * sweep of failed uploads are the media service's (MediaServiceModule). Other features ask it
 * through MediaQueries, answered in the host's query ports.
 */
@Module({
  controllers: [MediaUploadsController, MediaController],
  providers: [MediaObjectsRepository, MediaUploadsService, MediaQueries],
  exports: [MediaQueries],
})
export class MediaModule {}
