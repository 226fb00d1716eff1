export * from './app-name-from-host.js';
