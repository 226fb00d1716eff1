export * from './html-policy.js';
export * from './html-settings.js';
export * from './safe-link.js';
export * from './html-label.js';
