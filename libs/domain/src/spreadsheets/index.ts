export * from './spreadsheet-files.js';
