export * from './demo-content.js';
export * from './demo.module.js';
export * from './demo.seeder.js';
