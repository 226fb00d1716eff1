export * from './block-dto.js';
export * from './block-placement.js';
export * from './block-secrets.js';
export * from './blocks-api.module.js';
export * from './blocks.errors.js';
export * from './blocks.repository.js';
export * from './blocks.service.js';
export * from './container-events.js';
export { sanitiseHtmlText } from './html-sanitiser.js';
