export * from './limits.js';
export * from './messages.js';
export * from './shell-labels.js';
export * from './toasts.js';
