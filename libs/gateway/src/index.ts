export * from './create-gateway.js';
export * from './gateway.module.js';
export * from './secrets/reseal-stored-secrets.js';
