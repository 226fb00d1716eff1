import 'reflect-metadata';
import { MEDIA_SERVICE_EVENTS, MediaServiceModule } from '@tessera/media';
import { runServiceProcess } from '@tessera/platform';

/**
 * The media service of the split mode: makes the thumbnails of stored uploads in a job and sweeps
 * uploads that failed half-way, on the shared blob store (S3).
 */
await runServiceProcess({
  name: 'media',
  module: MediaServiceModule,
  events: MEDIA_SERVICE_EVENTS,
});
