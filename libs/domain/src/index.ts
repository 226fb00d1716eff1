export * from './blocks/index.js';
export * from './slugs/slugify.js';
export * from './tenancy/index.js';
