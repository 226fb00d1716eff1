export * as mediaSchema from './db/schema.js';
export * from './media-queries.js';
export * from './media-service.module.js';
export * from './media-urls.js';
export * from './media.errors.js';
export * from './media.module.js';
export * from './uploads/file-content.js';
export * from './uploads/image-content.js';
export {
  MediaUploadsService,
  type SheetFileRequest,
  type StoredSheetFile,
} from './uploads/media-uploads.service.js';
