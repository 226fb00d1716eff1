export * from './match-template.js';
export * from './slugify.js';
export * from './use-template.js';
