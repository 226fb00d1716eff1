export * from './app-name-from-host.js';
export * from './first-path-segment.js';
export * from './subdomain-from-title.js';
