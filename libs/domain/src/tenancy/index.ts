export * from './app-name-from-host.js';
export * from './first-path-segment.js';
