export * from './csv.js';
export * from './multipart.js';
export * from './xlsx.js';
