export * from './refresh-sheet.job.js';
export * from './sheet-cache.js';
