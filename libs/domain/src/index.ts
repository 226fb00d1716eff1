export * from './blocks/index.js';
export * from './builder/index.js';
export * from './filters/index.js';
export * from './markdown/index.js';
export * from './messages/index.js';
export * from './navigation/index.js';
export * from './templates/index.js';
export * from './tenancy/index.js';
