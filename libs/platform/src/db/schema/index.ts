export * from './accounts.js';
export * from './builder.js';
export * from './idempotency.js';
export * from './messaging.js';
export * from './client-errors.js';
