export * from './slugs/slugify.js';
