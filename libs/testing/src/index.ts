export * from './csv.js';
export * from './database.js';
export * from './fake-google-sheets/fake-google-environment.js';
export * from './fake-google-sheets/fake-google-sheets.js';
export * from './multipart.js';
export * from './sign-up.js';
export * from './xlsx.js';
export * from './eventually.js';
