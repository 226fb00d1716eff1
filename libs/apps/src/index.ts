export * from './app-dto.js';
export * from './app-names.js';
export * from './apps.errors.js';
export * from './apps.module.js';
export { AppsRepository } from './apps.repository.js';
export * from './apps.service.js';
export { PageMetadataService } from './page-metadata.service.js';
export * from './pages.service.js';
export * from './templates/app-templates.service.js';
